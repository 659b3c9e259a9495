#include <sqlite3.h>
/* sqlite3_db_config is variadic, which Swift cannot call: these wrappers fix the arguments. */
static inline int ks_sqlite3_db_config_int(sqlite3 *db, int op, int value) {
    return sqlite3_db_config(db, op, value, (int *)0);
}
/* SQLITE_TRANSIENT is a cast of -1 to a function pointer, which Swift cannot import. */
static inline sqlite3_destructor_type ks_sqlite3_transient(void) { return SQLITE_TRANSIENT; }
