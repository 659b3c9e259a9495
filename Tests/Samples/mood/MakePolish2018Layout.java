// Writes Tests/Samples/mood/daylio-2018-layout-polish.csv (see Tests/Samples/SOURCES.md):
//   javac -d /tmp MakePolish2018Layout.java && java -cp /tmp MakePolish2018Layout > daylio-2018-layout-polish.csv
// Daylio's 2017–18 CSV layout (year,date,weekday,time,mood,activities,note), newest first, with
// its date and weekday formatted as the Android app formats them, by the locale's patterns
// "d MMMM" and "EEEE" for Polish (java.time with Locale "pl", whose names are CLDR's, as
// Android's ICU). No Polish export of that layout is published anywhere we could find, so this
// file is made by us; the moods, activities and notes are made up.
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

public class MakePolish2018Layout {
    public static void main(String[] args) {
        Locale pl = new Locale("pl");
        DateTimeFormatter date = DateTimeFormatter.ofPattern("d MMMM", pl);
        DateTimeFormatter weekday = DateTimeFormatter.ofPattern("EEEE", pl);
        // newest first, as Daylio writes: one entry in each month, two on 2018-05-03
        String[][] rows = {
            {"2018-08-15", "21:40", "świetnie", "rodzina | wycieczka", "Nad morzem."},
            {"2018-07-01", "20:05", "dobrze", "sport", ""},
            {"2018-06-30", "22:15", "dobrze", "przyjaciele", ""},
            {"2018-05-03", "18:30", "świetnie", "rodzina | grill", "Majówka, \"wreszcie\" słońce."},
            {"2018-05-03", "08:10", "źle", "praca", "Zaspałem."},
            {"2018-04-02", "19:00", "średnio", "praca", ""},
            {"2018-03-29", "23:54", "fatalnie", "choroba", "Gorączka."},
            {"2018-02-14", "20:20", "dobrze", "randka", ""},
            {"2018-01-01", "12:00", "średnio", "sen", ""},
            {"2017-12-24", "17:45", "świetnie", "rodzina", "Wigilia."},
            {"2017-11-11", "10:00", "dobrze", "spacer", ""},
            {"2017-10-31", "21:00", "źle", "praca | stres", ""},
            {"2017-09-01", "07:30", "średnio", "szkoła", ""},
        };
        System.out.print("year,date,weekday,time,mood,activities,note\n");
        for (String[] r : rows) {
            LocalDate d = LocalDate.parse(r[0]);
            System.out.print(d.getYear() + "," + date.format(d) + "," + weekday.format(d) + "," + r[1] + "," + r[2]
                + ",\"" + r[3] + "\",\"" + r[4].replace("\"", "\"\"") + "\"\n");
        }
    }
}
