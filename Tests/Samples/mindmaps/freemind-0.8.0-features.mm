<map version="0.8.0">
<!-- To view this file, download free mind mapping software FreeMind from http://freemind.sourceforge.net -->
<node COLOR="#000000" CREATED="1120682078195" ID="Freemind_Link_802962067" MODIFIED="1120682106910" TEXT="Features 0.8.0">
<font NAME="SansSerif" SIZE="20"/>
<hook NAME="accessories/plugins/AutomaticLayout.properties"/>
<node COLOR="#0033ff" CREATED="1120682111584" ID="_" MODIFIED="1120859328530" POSITION="right" TEXT="View">
<font NAME="SansSerif" SIZE="18"/>
<node COLOR="#00b439" CREATED="1120682135416" FOLDED="true" ID="Freemind_Link_1562424257" MODIFIED="1125341870140" TEXT="Moveable Nodes">
<font NAME="SansSerif" SIZE="16"/>
<hook NAME="accessories/plugins/NodeNote.properties">
<text>Approaching the inner side (i.e. the side that is closer to the root node) of a node you&apos;ll notice that the mouse cursor changes and that a small ellipsis appears. &#xa;In this area you can simply drag and move the node pressing the (left) mouse button.&#xa;&#xa;Moreover, if you press the control key simultaneously, all nodes on the same level get a bigger or smaller spacing. &#xa;In other words, the siblings of the moved nodes get more or less space in between. Just try it out.&#xa;</text>
</hook>
<node COLOR="#990000" CREATED="1121445404844" ID="Freemind_Link_27697277" MODIFIED="1121445408412" TEXT="&lt;html&gt;&lt;img src=&quot;bild12.png&quot;&gt;">
<font NAME="SansSerif" SIZE="14"/>
</node>
</node>
<node COLOR="#00b439" CREATED="1120682144069" FOLDED="true" ID="Freemind_Link_927220117" MODIFIED="1121447337844" TEXT="Automatic Layout">
<font NAME="SansSerif" SIZE="16"/>
<hook NAME="accessories/plugins/NodeNote.properties">
<text>This feature fixes the layout of the map and keeps it when the maps involves. &#xa;&#xa;Here, a fixed set of colors and font sizes is used to give a consistent and useful layout.&#xa;&#xa;For future versions it is planned that you can configure the colors and sizes.</text>
</hook>
<node COLOR="#990000" CREATED="1121445413258" ID="Freemind_Link_1686887711" MODIFIED="1121445417646" TEXT="&lt;html&gt;&lt;img src=&quot;bild13.png&quot;&gt;">
<font NAME="SansSerif" SIZE="14"/>
</node>
</node>
<node COLOR="#00b439" CREATED="1120682634406" FOLDED="true" ID="Freemind_Link_1694174554" MODIFIED="1125341812153" TEXT="Background Color of Nodes">
<font NAME="SansSerif" SIZE="16"/>
<node COLOR="#990000" CREATED="1121445423274" ID="Freemind_Link_206910105" MODIFIED="1121445427056" TEXT="&lt;html&gt;&lt;img src=&quot;bild14.png&quot;&gt;">
<font NAME="SansSerif" SIZE="14"/>
</node>
</node>
<node COLOR="#00b439" CREATED="1120682651223" FOLDED="true" ID="Freemind_Link_417474177" MODIFIED="1121447226130" TEXT="Hierarchical Nodes">
<font NAME="SansSerif" SIZE="16"/>
<hook NAME="accessories/plugins/NodeNote.properties">
<text>Often, icons are used to decorate nodes. For example I use the bomb icon to indicate that the actions described in the node&#xa;are urgent. Then I use two or more bombs to describe the level of urgency (?).&#xa;&#xa;But, if one of the parent nodes is folded, I don&apos;t see the bombs. And searching for the bombs is teadious and error prone.&#xa;&#xa;Using the hierarchical icons, all parent nodes to a node with an icon inherit this icon in small. &#xa;Now, it is easy to see, whether or not a folded node contains children with the icons I&apos;m interested in.</text>
</hook>
<node COLOR="#990000" CREATED="1121445455021" ID="Freemind_Link_750143605" MODIFIED="1121445462080" TEXT="&lt;html&gt;&lt;img src=&quot;bild15.png&quot;&gt;">
<font NAME="SansSerif" SIZE="14"/>
</node>
</node>
</node>
<node COLOR="#0033ff" CREATED="1120682411016" ID="Freemind_Link_858284959" MODIFIED="1120859280653" POSITION="right" TEXT="Functionality">
<font NAME="SansSerif" SIZE="18"/>
<node COLOR="#00b439" CREATED="1120682415766" FOLDED="true" ID="Freemind_Link_851601643" MODIFIED="1125341824536" TEXT="Encrypted Nodes and Maps">
<font NAME="SansSerif" SIZE="16"/>
<node COLOR="#990000" CREATED="1121445491803" ID="Freemind_Link_1268868774" MODIFIED="1121445495703" TEXT="&lt;html&gt;&lt;img src=&quot;bild16.png&quot;&gt;">
<font NAME="SansSerif" SIZE="14"/>
</node>
</node>
<node COLOR="#00b439" CREATED="1120682613772" FOLDED="true" ID="Freemind_Link_589433014" MODIFIED="1120859292770" TEXT="Notes">
<font NAME="SansSerif" SIZE="16"/>
<node COLOR="#990000" CREATED="1121445502598" ID="Freemind_Link_1207432177" MODIFIED="1121445506425" TEXT="&lt;html&gt;&lt;img src=&quot;bild17.png&quot;&gt;">
<font NAME="SansSerif" SIZE="14"/>
</node>
</node>
<node COLOR="#00b439" CREATED="1120682433738" ID="Freemind_Link_1280889197" MODIFIED="1120682435808" TEXT="Export">
<font NAME="SansSerif" SIZE="16"/>
<node COLOR="#990000" CREATED="1120682436107" ID="Freemind_Link_1390278086" MODIFIED="1120682438946" TEXT="Images">
<font NAME="SansSerif" SIZE="14"/>
<node COLOR="#111111" CREATED="1120682439235" ID="Freemind_Link_431578610" MODIFIED="1120682442433" TEXT="JPeg"/>
<node COLOR="#111111" CREATED="1120682442833" ID="Freemind_Link_307663236" MODIFIED="1120682444781" TEXT="PNG"/>
<node COLOR="#111111" CREATED="1120682454742" ID="Freemind_Link_437330691" MODIFIED="1120682456652" TEXT="SVG"/>
<node COLOR="#111111" CREATED="1120682479970" ID="Freemind_Link_739057290" MODIFIED="1120682481370" TEXT="PDF"/>
</node>
<node COLOR="#990000" CREATED="1120682490192" ID="Freemind_Link_294697434" MODIFIED="1120682492382" TEXT="HTML">
<font NAME="SansSerif" SIZE="14"/>
<node COLOR="#111111" CREATED="1120682492959" FOLDED="true" ID="Freemind_Link_1575534654" MODIFIED="1121446792510" TEXT="With image">
<hook NAME="accessories/plugins/NodeNote.properties">
<text>This HTML exports your map to a web page that starts with an image of your map in the current folding state. Below, the hierarchical structure&#xa;is outlined. To simplify the navigation, you can click on the nodes shown in the image and your browser jumps to the corresponding text location.</text>
</hook>
<node COLOR="#111111" CREATED="1121445543117" ID="Freemind_Link_246564524" MODIFIED="1121445547088" TEXT="&lt;html&gt;&lt;img src=&quot;bild18.png&quot;&gt;"/>
</node>
<node COLOR="#111111" CREATED="1120682511815" ID="Freemind_Link_146976804" MODIFIED="1120859314552" TEXT="With folding"/>
</node>
<node COLOR="#990000" CREATED="1120682525363" ID="Freemind_Link_516889310" MODIFIED="1120682528042" TEXT="Text">
<font NAME="SansSerif" SIZE="14"/>
<node COLOR="#111111" CREATED="1120682528421" FOLDED="true" ID="Freemind_Link_538717911" MODIFIED="1121446658626" TEXT="OpenOffice">
<hook NAME="accessories/plugins/NodeNote.properties">
<text>So far, only the text and the notes are exported. Moreover, if a node admits a links, this links is put below the node text.&#xa;&#xa;The Open Office Writer export is designed to work with version 1.4. If you are using a later version, you probably have&#xa;to select the older version. OpenOffice repairs your document for you.</text>
</hook>
<node COLOR="#111111" CREATED="1121445573768" ID="Freemind_Link_673941752" MODIFIED="1121445577444" TEXT="&lt;html&gt;&lt;img src=&quot;bild19.png&quot;&gt;"/>
</node>
<node COLOR="#111111" CREATED="1120682532827" ID="Freemind_Link_368751936" MODIFIED="1120682534927" TEXT="LaTeX"/>
</node>
</node>
<node COLOR="#00b439" CREATED="1120682553130" ID="Freemind_Link_498133437" MODIFIED="1120682555070" TEXT="Import">
<font NAME="SansSerif" SIZE="16"/>
<node COLOR="#990000" CREATED="1120682555511" ID="Freemind_Link_315008406" MODIFIED="1121020640267" TEXT="From MindManager X5">
<font NAME="SansSerif" SIZE="14"/>
</node>
</node>
</node>
<node COLOR="#0033ff" CREATED="1120682199168" ID="Freemind_Link_1038794415" MODIFIED="1121017979501" POSITION="left" TEXT="Usability">
<font NAME="SansSerif" SIZE="18"/>
<node COLOR="#00b439" CREATED="1120682368445" FOLDED="true" ID="Freemind_Link_1143473078" MODIFIED="1120682373011" TEXT="Undo/Redo">
<font NAME="SansSerif" SIZE="16"/>
<node COLOR="#990000" CREATED="1121445605276" ID="Freemind_Link_385960606" MODIFIED="1121445609642" TEXT="&lt;html&gt;&lt;img src=&quot;bild1.png&quot;&gt;">
<font NAME="SansSerif" SIZE="14"/>
</node>
</node>
<node COLOR="#00b439" CREATED="1120682202664" FOLDED="true" ID="Freemind_Link_1578104062" MODIFIED="1120682267811" TEXT="Preferences">
<font NAME="SansSerif" SIZE="16"/>
<node COLOR="#990000" CREATED="1121445616262" ID="Freemind_Link_1742910940" MODIFIED="1121445621155" TEXT="&lt;html&gt;&lt;img src=&quot;bild2.png&quot;&gt;">
<font NAME="SansSerif" SIZE="14"/>
</node>
</node>
<node COLOR="#00b439" CREATED="1120682683293" ID="Freemind_Link_1241475477" MODIFIED="1121446511389" TEXT="History">
<font NAME="SansSerif" SIZE="16"/>
<hook NAME="accessories/plugins/NodeNote.properties">
<text>Enables you to view your map without any hierarchy. &#xa;Thus, each node appears in a table together with its icons and the times of creation and last modification. If a node&#xa;carries a reminder, the time is also displayed.&#xa;You can sort the table by text, dates and icons. Even more than one sorting is possible at the same time holding the&#xa;control button when you select the second sort column.&#xa;&#xa;You can select the nodes you are interested in and by pressing &lt;Enter&gt; FreeMind jumps back to the mindmap view having&#xa;these nodes selected.</text>
</hook>
<node COLOR="#990000" CREATED="1120682687931" FOLDED="true" ID="Freemind_Link_1092736665" MODIFIED="1120682692866" TEXT="Map">
<font NAME="SansSerif" SIZE="14"/>
<node COLOR="#111111" CREATED="1121445629548" ID="Freemind_Link_510395983" MODIFIED="1121445633580" TEXT="&lt;html&gt;&lt;img src=&quot;bild3.png&quot;&gt;"/>
</node>
<node COLOR="#990000" CREATED="1120682696102" ID="Freemind_Link_717180448" MODIFIED="1125341843782" TEXT="Times of Creation and Modification">
<font NAME="SansSerif" SIZE="14"/>
</node>
<node COLOR="#990000" CREATED="1121446174304" ID="Freemind_Link_1948795635" MODIFIED="1121446197371" TEXT="Reminder">
<font NAME="SansSerif" SIZE="14"/>
</node>
</node>
<node COLOR="#00b439" CREATED="1120682708463" ID="Freemind_Link_654380877" MODIFIED="1121446088695" TEXT="Calendar">
<font NAME="SansSerif" SIZE="16"/>
<hook NAME="accessories/plugins/NodeNote.properties">
<text>The time management plugin enables you to select dates from a calendar, add these dates to the selected nodes and&#xa;to add reminders. A reminder is a date that are stored with the node it is attachted to. Periodically, FreeMind checks if the date/time is already &#xa;reached and inform you using blinking icons.</text>
</hook>
<node COLOR="#990000" CREATED="1120682702836" FOLDED="true" ID="Freemind_Link_597386352" MODIFIED="1121446197363" TEXT="Reminders">
<arrowlink DESTINATION="Freemind_Link_1948795635" ENDARROW="None" ENDINCLINATION="49;0;" ID="Freemind_Arrow_Link_1875202301" STARTARROW="Default" STARTINCLINATION="49;0;"/>
<font NAME="SansSerif" SIZE="14"/>
<node COLOR="#111111" CREATED="1121445674224" ID="Freemind_Link_1689642681" MODIFIED="1121445678667" TEXT="&lt;html&gt;&lt;img src=&quot;bild4.png&quot;&gt;"/>
</node>
</node>
<node COLOR="#00b439" CREATED="1121017979442" ID="Freemind_Link_1478492025" MODIFIED="1121447663010" TEXT="Folding">
<font NAME="SansSerif" SIZE="16"/>
<hook NAME="accessories/plugins/NodeNote.properties">
<text>Now, the folding is supported with strong functions that enable you to control the folding state of a branch or of the entire map.&#xa;&#xa;Using the mouse wheel together with the Alt-key you can fold/unfold the map entirely.&#xa;&#xa;On the other hand, there are four symbols in the toolbar that (un-)fold completely or (un-)fold by one level. They are based on the node you&#xa;have selected. To control the entire map with these buttons, just press Escape and use them afterwards. Now, the root node is selected &#xa;and the functions are applied to the whole map.</text>
</hook>
<node COLOR="#990000" CREATED="1121017998496" ID="Freemind_Link_685017280" MODIFIED="1121018003839" TEXT="complete">
<font NAME="SansSerif" SIZE="14"/>
</node>
<node COLOR="#990000" CREATED="1120682285122" ID="Freemind_Link_142429743" MODIFIED="1121017998491" TEXT="one level">
<font NAME="SansSerif" SIZE="14"/>
</node>
<node COLOR="#990000" CREATED="1120682587682" ID="Freemind_Link_563779257" MODIFIED="1121018009341" TEXT="by Mouse Wheel">
<font NAME="SansSerif" SIZE="14"/>
</node>
<node COLOR="#990000" CREATED="1121445692268" FOLDED="true" ID="Freemind_Link_760292977" MODIFIED="1121445718358" TEXT="Examples">
<font NAME="SansSerif" SIZE="14"/>
<node COLOR="#111111" CREATED="1121445696146" ID="Freemind_Link_243909738" MODIFIED="1121445699798" TEXT="&lt;html&gt;&lt;img src=&quot;bild5.png&quot;&gt;"/>
<node COLOR="#111111" CREATED="1121445702974" ID="Freemind_Link_1233444274" MODIFIED="1121445708095" TEXT="&lt;html&gt;&lt;img src=&quot;bild6.png&quot;&gt;"/>
</node>
</node>
<node COLOR="#00b439" CREATED="1120682327734" FOLDED="true" ID="Freemind_Link_830996395" MODIFIED="1120859396697" TEXT="Local Hyperlinks">
<font NAME="SansSerif" SIZE="16"/>
<node COLOR="#990000" CREATED="1121445732515" ID="Freemind_Link_1303187566" MODIFIED="1121445737038" TEXT="&lt;html&gt;&lt;img src=&quot;bild7.png&quot;&gt;">
<font NAME="SansSerif" SIZE="14"/>
</node>
</node>
<node COLOR="#00b439" CREATED="1120682341801" FOLDED="true" ID="Freemind_Link_1939930792" MODIFIED="1120859402919" TEXT="New Menu Structure">
<font NAME="SansSerif" SIZE="16"/>
<node COLOR="#990000" CREATED="1121445743561" ID="Freemind_Link_725678377" MODIFIED="1121445747381" TEXT="&lt;html&gt;&lt;img src=&quot;bild8.png&quot;&gt;">
<font NAME="SansSerif" SIZE="14"/>
</node>
</node>
<node COLOR="#00b439" CREATED="1120682382701" FOLDED="true" ID="Freemind_Link_1815835697" MODIFIED="1120859406366" TEXT="Copy Formats">
<font NAME="SansSerif" SIZE="16"/>
<node COLOR="#990000" CREATED="1121445756429" ID="Freemind_Link_830765507" MODIFIED="1121445770302" TEXT="&lt;html&gt;&lt;img src=&quot;bild9.png&quot;&gt;">
<font NAME="SansSerif" SIZE="14"/>
</node>
</node>
<node COLOR="#00b439" CREATED="1120683847509" ID="Freemind_Link_1109762998" MODIFIED="1120859424042" TEXT="Automatic Language">
<font NAME="SansSerif" SIZE="16"/>
<node COLOR="#990000" CREATED="1120683855223" ID="Freemind_Link_1997347316" MODIFIED="1120859419076" TEXT="New Translations">
<font NAME="SansSerif" SIZE="14"/>
</node>
</node>
<node COLOR="#00b439" CREATED="1120683876654" ID="Freemind_Link_526172533" MODIFIED="1120859431285" TEXT="Full Mac Support">
<font NAME="SansSerif" SIZE="16"/>
</node>
</node>
<node COLOR="#0033ff" CREATED="1120682750603" FOLDED="true" ID="Freemind_Link_285885603" MODIFIED="1120859367469" POSITION="left" TEXT="New Help Texts">
<font NAME="SansSerif" SIZE="18"/>
<node COLOR="#00b439" CREATED="1121445805772" ID="Freemind_Link_495317244" MODIFIED="1121445809200" TEXT="&lt;html&gt;&lt;img src=&quot;bild11.png&quot;&gt;">
<font NAME="SansSerif" SIZE="16"/>
</node>
</node>
</node>
</map>
