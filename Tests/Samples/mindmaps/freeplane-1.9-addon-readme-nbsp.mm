<map version="freeplane 1.9.0">
<!--To view this file, download free mind mapping software Freeplane from http://freeplane.sourceforge.net -->
<attribute_registry SHOW_ATTRIBUTES="selected"/>
<node TEXT="ReadMe&#xa;MapSavingOptions" LOCALIZED_STYLE_REF="AutomaticLayout.level.root" ID="ID_696401721" MAX_WIDTH="7 cm">
<hook NAME="AutomaticEdgeColor" COUNTER="6" RULE="ON_BRANCH_CREATION"/>
<hook NAME="MapStyle" background="#f9f9f8">
    <properties mapUsesOwnSaveOptions="true" edgeColorConfiguration="#808080ff,#ff0000ff,#0000ffff,#00ff00ff,#ff00ffff,#00ffffff,#7c0000ff,#00007cff,#007c00ff,#7c007cff,#007c7cff,#7c7c00ff" show_icon_for_attributes="true" save_folding="never_save_folding" fit_to_viewport="false" save_modification_times="false" followedMapLocation="file:/C:/Users/Edo/AppData/Roaming/Freeplane/1.9.x/templates/vis01%20light_nord_template%20vEdo.mm" followedMapLastTime="1620850721902" save_last_visited_node="true" show_note_icons="true"/>

<map_styles>
<stylenode LOCALIZED_TEXT="styles.root_node" ID="ID_118736178" STYLE="oval" UNIFORM_SHAPE="true" VGAP_QUANTITY="24 pt">
<font SIZE="24"/>
<stylenode LOCALIZED_TEXT="styles.predefined" POSITION="right" STYLE="bubble">
<stylenode LOCALIZED_TEXT="default" ID="ID_506805493" ICON_SIZE="12 pt" FORMAT_AS_HYPERLINK="false" COLOR="#484747" BACKGROUND_COLOR="#efefef" STYLE="bubble" SHAPE_HORIZONTAL_MARGIN="5 px" SHAPE_VERTICAL_MARGIN="2 px" BORDER_WIDTH_LIKE_EDGE="false" BORDER_WIDTH="1.9 px" BORDER_COLOR_LIKE_EDGE="false" BORDER_COLOR="#8fbcbb" BORDER_DASH_LIKE_EDGE="true" BORDER_DASH="SOLID" VGAP_QUANTITY="2 px">
<arrowlink SHAPE="CUBIC_CURVE" COLOR="#bf5d3f" WIDTH="2" TRANSPARENCY="200" DASH="" FONT_SIZE="9" FONT_FAMILY="SansSerif" DESTINATION="ID_506805493" STARTINCLINATION="45 pt;-14.25 pt;" ENDINCLINATION="57 pt;30 pt;" STARTARROW="NONE" ENDARROW="DEFAULT"/>
<font NAME="Dialog" SIZE="10" BOLD="false" STRIKETHROUGH="false" ITALIC="false"/>
<edge STYLE="horizontal" COLOR="#2e3440" WIDTH="1" DASH="SOLID"/>
<richcontent CONTENT-TYPE="plain/auto" TYPE="DETAILS"/>
<richcontent TYPE="NOTE" CONTENT-TYPE="plain/auto"/>
</stylenode>
<stylenode LOCALIZED_TEXT="defaultstyle.details" ID="ID_861824498" COLOR="#006666" BACKGROUND_COLOR="#a5cece" BACKGROUND_ALPHA="204" BORDER_WIDTH_LIKE_EDGE="false" BORDER_WIDTH="1.9 px" BORDER_COLOR_LIKE_EDGE="false" BORDER_COLOR="#f0f0f0" BORDER_DASH_LIKE_EDGE="true">
<font NAME="Lucida Sans" SIZE="8"/>
</stylenode>
<stylenode LOCALIZED_TEXT="defaultstyle.attributes" ID="ID_199621123">
<font NAME="Lucida Sans" SIZE="8"/>
</stylenode>
<stylenode LOCALIZED_TEXT="defaultstyle.note" ID="ID_810825098" COLOR="#004600" BACKGROUND_COLOR="#e8e8c8" TEXT_ALIGN="LEFT">
<icon BUILTIN="clock2"/>
<font NAME="Consolas" SIZE="11"/>
</stylenode>
<stylenode LOCALIZED_TEXT="defaultstyle.floating" ID="ID_608497754">
<edge STYLE="hide_edge"/>
<cloud COLOR="#f0f0f0" SHAPE="ROUND_RECT"/>
</stylenode>
<stylenode LOCALIZED_TEXT="defaultstyle.selection" COLOR="#eceff4" BACKGROUND_COLOR="#bf616a" STYLE="bubble" BORDER_COLOR_LIKE_EDGE="false" BORDER_COLOR="#bf616a"/>
</stylenode>
<stylenode LOCALIZED_TEXT="styles.user-defined" POSITION="right" STYLE="bubble">
<stylenode LOCALIZED_TEXT="styles.important" ID="ID_915433779" BORDER_COLOR="#bf616a">
<icon BUILTIN="yes"/>
<arrowlink COLOR="#bf616a" TRANSPARENCY="255" DESTINATION="ID_915433779"/>
<font NAME="Ubuntu" SIZE="14"/>
<edge COLOR="#bf616a"/>
</stylenode>
<stylenode TEXT="MarkdownHelperNode" ID="ID_1996555312" COLOR="#dbffdb" BACKGROUND_COLOR="#333333" STYLE="rectangle" BORDER_WIDTH="4 px" BORDER_COLOR_LIKE_EDGE="false" BORDER_COLOR="#009000">
<icon BUILTIN="emoji-1F343"/>
<richcontent TYPE="NOTE" CONTENT-TYPE="plain/markdown"/>
</stylenode>
<stylenode TEXT="MarkdownHelperLink" ID="ID_683367265" COLOR="#dbffdb" BACKGROUND_COLOR="#4c4c7f" STYLE="rectangle" BORDER_WIDTH="4 px" BORDER_COLOR_LIKE_EDGE="false" BORDER_COLOR="#009000">
<icon BUILTIN="emoji-1F517"/>
</stylenode>
</stylenode>
<stylenode LOCALIZED_TEXT="styles.AutomaticLayout" POSITION="right" STYLE="bubble">
<stylenode LOCALIZED_TEXT="AutomaticLayout.level.root" ID="ID_1209359852" COLOR="#ffffff" BACKGROUND_COLOR="#484747" STYLE="bubble" SHAPE_HORIZONTAL_MARGIN="10 pt" SHAPE_VERTICAL_MARGIN="15 pt" TEXT_ALIGN="CENTER" MAX_WIDTH="4 cm" MIN_WIDTH="3 cm">
<font SIZE="18"/>
</stylenode>
<stylenode LOCALIZED_TEXT="AutomaticLayout.level,1" ID="ID_144205114" COLOR="#eceff4" BACKGROUND_COLOR="#d08770" STYLE="bubble" SHAPE_HORIZONTAL_MARGIN="8 pt" SHAPE_VERTICAL_MARGIN="5 pt">
<font SIZE="16"/>
</stylenode>
<stylenode LOCALIZED_TEXT="AutomaticLayout.level,2" ID="ID_159773648" COLOR="#3b4252" BACKGROUND_COLOR="#ebcb8b">
<font SIZE="14"/>
</stylenode>
<stylenode LOCALIZED_TEXT="AutomaticLayout.level,3" COLOR="#2e3440" BACKGROUND_COLOR="#a3be8c">
<font SIZE="12"/>
</stylenode>
<stylenode LOCALIZED_TEXT="AutomaticLayout.level,4" COLOR="#2e3440" BACKGROUND_COLOR="#b48ead">
<font SIZE="11"/>
</stylenode>
<stylenode LOCALIZED_TEXT="AutomaticLayout.level,5" COLOR="#e5e9f0" BACKGROUND_COLOR="#5e81ac">
<font SIZE="11"/>
</stylenode>
<stylenode LOCALIZED_TEXT="AutomaticLayout.level,6" BACKGROUND_COLOR="#81a1c1">
<font SIZE="10"/>
</stylenode>
<stylenode LOCALIZED_TEXT="AutomaticLayout.level,7" BACKGROUND_COLOR="#88c0d0">
<font SIZE="10"/>
</stylenode>
<stylenode LOCALIZED_TEXT="AutomaticLayout.level,8" BACKGROUND_COLOR="#8fbcbb">
<font SIZE="10"/>
</stylenode>
<stylenode LOCALIZED_TEXT="AutomaticLayout.level,9" BACKGROUND_COLOR="#d8dee9">
<font SIZE="10"/>
</stylenode>
<stylenode LOCALIZED_TEXT="AutomaticLayout.level,10" BACKGROUND_COLOR="#e5e9f0">
<font SIZE="9"/>
</stylenode>
</stylenode>
</stylenode>
</map_styles>
</hook>
<node TEXT="Freeplane_Map-Saving-Options" POSITION="right" ID="ID_1874728092" LINK="file:/C:/Users/Edo/Documents/GitHub/Freeplane_Map-Saving-Options/">
<edge COLOR="#7c0000"/>
<attribute NAME="MarkdownRootFolder" VALUE="file:/C:/Users/Edo/Documents/GitHub/Freeplane_Map-Saving-Options/" OBJECT="java.net.URI|file:/C:/Users/Edo/Documents/GitHub/Freeplane_Map-Saving-Options/"/>
<attribute NAME="MDHGithubBranch" VALUE=""/>
<attribute NAME="MDHTargetRootPath" VALUE=""/>
<node TEXT="Resources" ID="ID_231192677" LINK="file:/C:/Users/Edo/Documents/GitHub/Freeplane_Map-Saving-Options/Resources/">
<node TEXT="MSO_Image_001.png" ID="ID_1729035981" LINK="file:/C:/Users/Edo/Documents/GitHub/Freeplane_Map-Saving-Options/Resources/MSO_Image_001.png"><richcontent TYPE="NOTE" CONTENT-TYPE="plain/markdown"/>
<richcontent CONTENT-TYPE="plain/markdown" TYPE="DETAILS"/>
</node>
<node TEXT="MSO_Image_002.png" ID="ID_1616963913" LINK="file:/C:/Users/Edo/Documents/GitHub/Freeplane_Map-Saving-Options/Resources/MSO_Image_002.png"><richcontent TYPE="NOTE" CONTENT-TYPE="plain/markdown"/>
<richcontent CONTENT-TYPE="plain/markdown" TYPE="DETAILS"/>
</node>
<node TEXT="MSO_Image_003.png" ID="ID_1867041804" LINK="file:/C:/Users/Edo/Documents/GitHub/Freeplane_Map-Saving-Options/Resources/MSO_Image_003.png"><richcontent TYPE="NOTE" CONTENT-TYPE="plain/markdown"/>
<richcontent CONTENT-TYPE="plain/markdown" TYPE="DETAILS"/>
</node>
<node TEXT="MSO_Image_004.png" ID="ID_762219410" LINK="file:/C:/Users/Edo/Documents/GitHub/Freeplane_Map-Saving-Options/Resources/MSO_Image_004.png"><richcontent TYPE="NOTE" CONTENT-TYPE="plain/markdown"/>
<richcontent CONTENT-TYPE="plain/markdown" TYPE="DETAILS"/>
</node>
<node TEXT="MSO_Image_005.png" ID="ID_497436342" LINK="file:/C:/Users/Edo/Documents/GitHub/Freeplane_Map-Saving-Options/Resources/MSO_Image_005.png"/>
<node TEXT="Install 001.png" ID="ID_783098084" LINK="file:/C:/Users/Edo/Documents/GitHub/Freeplane_Map-Saving-Options/Resources/Install%20001.png"/>
</node>
<node TEXT="README.md" STYLE_REF="MarkdownHelperNode" ID="ID_483221116" LINK="file:/C:/Users/Edo/Documents/GitHub/Freeplane_Map-Saving-Options/README.md">
<attribute_layout NAME_WIDTH="128.25 pt" VALUE_WIDTH="128.25 pt"/>
<attribute NAME="headersToUnderline" VALUE="0" OBJECT="org.freeplane.features.format.FormattedNumber|0|#0.####"/>
<attribute NAME="hideFolded" VALUE="false"/>
<attribute NAME="headerNumbering" VALUE="true"/>
<attribute NAME="topHeadersNumbered" VALUE="false"/>
<attribute NAME="topHeaderStartingNumber" VALUE="1" OBJECT="org.freeplane.features.format.FormattedNumber|1"/>
<attribute NAME="fileLinksRelative" VALUE="true"/>
<attribute NAME="lineOverHeader" VALUE="true"/>
<attribute NAME="ignoreHeaderDetails" VALUE="true"/>
<attribute NAME="ignoreHeaderNotes" VALUE="true"/>
<attribute NAME="ignoreLeafDetails" VALUE="true"/>
<attribute NAME="ignoreHeaderImageObjects" VALUE="false"/>
<richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.document(node)
    </p>
  </body>
</html></richcontent>
<node TEXT="contents" ID="ID_1372941290">
<icon BUILTIN="emoji-1F648"/>
<node TEXT="Description" ID="ID_1665938316">
<node TEXT="AddOnDescription.md" STYLE_REF="MarkdownHelperNode" ID="ID_66231107">
<attribute NAME="headersToUnderline" VALUE="2" OBJECT="org.freeplane.features.format.FormattedNumber|2"/>
<attribute NAME="hideFolded" VALUE="false"/>
<attribute NAME="headerNumbering" VALUE="true"/>
<attribute NAME="topHeadersNumbered" VALUE="false"/>
<attribute NAME="topHeaderStartingNumber" VALUE="1" OBJECT="org.freeplane.features.format.FormattedNumber|1"/>
<attribute NAME="fileLinksRelative" VALUE="false"/>
<attribute NAME="lineOverHeader" VALUE="true"/>
<attribute NAME="ignoreHeaderDetails" VALUE="true"/>
<attribute NAME="ignoreHeaderNotes" VALUE="true"/>
<attribute NAME="ignoreLeafDetails" VALUE="false"/>
<attribute NAME="ignoreHeaderImageObjects" VALUE="false"/>
<richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.document(node)
    </p>
  </body>
</html></richcontent>
<richcontent CONTENT-TYPE="xml/" TYPE="DETAILS">
<html>
  <head>
    
  </head>
  <body>
    <p>
      I inserted this node to copy its resulting note
    </p>
    <p>
      in the description of the AddOn mindmap
    </p>
  </body>
</html></richcontent>
<node TEXT="**&apos;Map Saving Options&apos;** is a **Freeplane AddOn** that gives you the possibility to add **saving preferences** to **each** of your **maps**." ID="ID_1178934249"/>
<node TEXT="Mindmaps can be used for different purposes and saving information like node&apos;s modification times depends most of the times on the map itself, its content and use case." ID="ID_246556838"/>
<node TEXT="With this AddOn you can define if a map have to save the information of any of these:" ID="ID_779342075"/>
<node TEXT="list" STYLE_REF="MarkdownHelperNode" ID="ID_221163978"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.list(node)
    </p>
  </body>
</html></richcontent>
<node TEXT="folded and unfolded nodes" ID="ID_1587613978"/>
<node TEXT="selected node when saving" ID="ID_967813648"/>
<node TEXT="*Creation* and *Modification times* of each node" ID="ID_1968130487"/>
</node>
<node TEXT="This way, you can define for each map if it will use the **central Freeplane preferences**, its own or a mix of both." ID="ID_1438971603"/>
</node>
</node>
<node TEXT="Do I need this AddOn?" ID="ID_420369196">
<node TEXT="I don&apos;t know if you do, but I do! That&apos;s why I created it. Let me explain." ID="ID_1405702243"/>
<node TEXT="I use Freeplane for multiple pourposes and work with different types of maps." ID="ID_1627753109"/>
<node TEXT="For example, I use **maps for projects** I work in and use Freeplane to anotate all meetings agreements, pending tasks, relevant information, received data and files, etc. In these types of maps to have the creation and modification times of nodes can be very useful when searching for anotations done in a specific day or week for example." ID="ID_1656383963"/>
<node TEXT="I also use **maps as workbooks**, where the modification time information has no use. But sometimes I have to compare different versions of the same map and this extra information only makes things harder (for example when using **GIT** versioning and commiting changes)" ID="ID_295789313"/>
</node>
<node TEXT="Installing the AddOn" ID="ID_644861717">
<node TEXT="Introducción" ID="ID_744739861"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      Installing a new AddOn is very straight forward in Freeplane.
    </p>
  </body>
</html></richcontent>
</node>
<node TEXT="You only need to follow these **simple steps**:" ID="ID_1909144568"/>
<node TEXT="list" STYLE_REF="MarkdownHelperNode" ID="ID_656979838">
<icon BUILTIN="emoji-1F522"/>
<richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.list(node)
    </p>
  </body>
</html></richcontent>
<node TEXT="text block" STYLE_REF="MarkdownHelperNode" ID="ID_1959083006"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.textBlock(node)
    </p>
  </body>
</html></richcontent>
<node TEXT="download the addOn" ID="ID_871892169"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      Download the $1 of the addOn
    </p>
  </body>
</html></richcontent>
<node TEXT="web link" STYLE_REF="MarkdownHelperNode" ID="ID_1322276093"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.webLink(node)
    </p>
  </body>
</html></richcontent>
<node TEXT="latest release" ID="ID_387295666" LINK="https://github.com/EdoFro/Freeplane_Map-Saving-Options/releases/latest"/>
</node>
</node>
</node>
<node TEXT="Open it in Freeplane" ID="ID_1070260105"/>
<node TEXT="text block" STYLE_REF="MarkdownHelperNode" ID="ID_1780273767"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.textBlock(node)
    </p>
  </body>
</html></richcontent>
<node TEXT="dialog" ID="ID_1657075442"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      $1<br/>$2
    </p>
  </body>
</html></richcontent>
<node TEXT="A first dialog will open." ID="ID_996269935"/>
<node TEXT="local image" STYLE_REF="MarkdownHelperNode" ID="ID_1428711066"><richcontent TYPE="NOTE" CONTENT-TYPE="plain/">
    <text>= edofro.MarkDownHelper.MDH.imageLink(node, true)

</text>
</richcontent>
<node TEXT="= edofro.MarkDownHelper.MDH.linkedNodeText(node)" STYLE_REF="MarkdownHelperLink" ID="ID_802721627" LINK="#ID_783098084"/>
</node>
</node>
</node>
<node TEXT="Click **Yes** and follow the instructions." ID="ID_562997526"/>
<node TEXT="Close and reopen Freeplane to complete the installation." ID="ID_1054145521"/>
</node>
<node TEXT="text block" STYLE_REF="MarkdownHelperNode" ID="ID_452237489"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.textBlock(node)
    </p>
  </body>
</html></richcontent>
<node TEXT="more info" ID="ID_40855485"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      More information about Add Ons and how to install them in Freeplane can be found in the oficial $1.
    </p>
  </body>
</html></richcontent>
<node TEXT="web link" STYLE_REF="MarkdownHelperNode" ID="ID_475990360"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.webLink(node)
    </p>
  </body>
</html></richcontent>
<node TEXT="Freeplane wiki: Add-ons_(install)" ID="ID_1278496374" LINK="https://www.freeplane.org/wiki/index.php/Add-ons_(install)"/>
</node>
</node>
</node>
</node>
<node TEXT="How to.md" STYLE_REF="MarkdownHelperNode" ID="ID_998340498">
<attribute NAME="headersToUnderline" VALUE="2" OBJECT="org.freeplane.features.format.FormattedNumber|2"/>
<attribute NAME="hideFolded" VALUE="false"/>
<attribute NAME="headerNumbering" VALUE="true"/>
<attribute NAME="topHeadersNumbered" VALUE="false"/>
<attribute NAME="topHeaderStartingNumber" VALUE="1" OBJECT="org.freeplane.features.format.FormattedNumber|1"/>
<attribute NAME="fileLinksRelative" VALUE="false"/>
<attribute NAME="lineOverHeader" VALUE="true"/>
<attribute NAME="ignoreHeaderDetails" VALUE="true"/>
<attribute NAME="ignoreHeaderNotes" VALUE="true"/>
<attribute NAME="ignoreLeafDetails" VALUE="false"/>
<attribute NAME="ignoreHeaderImageObjects" VALUE="false"/>
<richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.document(node)
    </p>
  </body>
</html></richcontent>
<richcontent CONTENT-TYPE="xml/" TYPE="DETAILS">
<html>
  <head>
    
  </head>
  <body>
    <p>
      I inserted this node to have a
    </p>
    <p>
      clean vision of this section
    </p>
  </body>
</html></richcontent>
<node TEXT="How to use it" ID="ID_1822810559">
<node TEXT="Menu commands" ID="ID_769226013">
<node TEXT="After installing the Addon and restarting Freeplane, a new menu will appear in the **Freeplane&apos;s Menu Bar**" ID="ID_864806307"/>
<node TEXT="text block" STYLE_REF="MarkdownHelperNode" ID="ID_113452978"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.textBlock(node)
    </p>
  </body>
</html></richcontent>
<node TEXT="menu route" ID="ID_1771285634"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      You can get to the new commands by selecting the menu **$1 / $2**
    </p>
  </body>
</html></richcontent>
<node TEXT="Edo Tools" ID="ID_203458071"/>
<node TEXT="Map Saving Options" ID="ID_1010750653"/>
</node>
</node>
<node TEXT="local image" STYLE_REF="MarkdownHelperNode" ID="ID_1441320400"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.imageLink(node,true)
    </p>
  </body>
</html></richcontent>
<node TEXT="= edofro.MarkDownHelper.MDH.linkedNodeText(node)" STYLE_REF="MarkdownHelperLink" ID="ID_1570872075" LINK="#ID_1729035981"/>
</node>
</node>
<node TEXT="Assigning map preferences" ID="ID_820911400">
<node TEXT="text block" STYLE_REF="MarkdownHelperNode" ID="ID_1542619143"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.textBlock(node)
    </p>
  </body>
</html></richcontent>
<node TEXT="change map preferences command" ID="ID_1106370616"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      When selecting the &quot;$1&quot; command, a new dialog opens:
    </p>
  </body>
</html>
</richcontent>
<node TEXT="change saving options for this map" ID="ID_1922810969"/>
</node>
</node>
<node TEXT="local image" STYLE_REF="MarkdownHelperNode" ID="ID_1064203672"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.imageLink(node,true)
    </p>
  </body>
</html></richcontent>
<node TEXT="= edofro.MarkDownHelper.MDH.linkedNodeText(node)" STYLE_REF="MarkdownHelperLink" ID="ID_1338500327" LINK="#ID_1616963913"/>
</node>
<node TEXT="Here you can define if the current map will have its own saving preferences or if it should use the ones defined in the **Freeplane Preferences Dialog**." ID="ID_1263269837"/>
<node TEXT="If you decide that it should have its own preferences, then a second dialog opens. There you can define the saving options for the map:" ID="ID_716503030"/>
<node TEXT="local image" STYLE_REF="MarkdownHelperNode" ID="ID_570477186"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.imageLink(node,true)
    </p>
  </body>
</html></richcontent>
<node TEXT="= edofro.MarkDownHelper.MDH.linkedNodeText(node)" STYLE_REF="MarkdownHelperLink" ID="ID_1431433747" LINK="#ID_1867041804"/>
</node>
</node>
<node TEXT="Saving map" ID="ID_478261637">
<node TEXT="text block" STYLE_REF="MarkdownHelperNode" ID="ID_377430209"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.textBlock(node)
    </p>
  </body>
</html></richcontent>
<node TEXT="When saving a ma" ID="ID_1540759209"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      When using the saving command in the menu, the AddOn uses the defined preferences for the map.
    </p>
    <p>
      &nbsp;
    </p>
  </body>
</html></richcontent>
</node>
</node>
<node TEXT="After saving the status bar shows a message indicating the preferences used for saving the map:" ID="ID_51375174"/>
<node TEXT="local image" STYLE_REF="MarkdownHelperNode" ID="ID_385869937"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.imageLink(node,true)
    </p>
  </body>
</html></richcontent>
<node TEXT="= edofro.MarkDownHelper.MDH.linkedNodeText(node)" STYLE_REF="MarkdownHelperLink" ID="ID_664948170" LINK="#ID_497436342"/>
</node>
</node>
<node TEXT="Preferences" ID="ID_463980059">
<node TEXT="In **Freeplane Preferences** you can also choose if when saving a map for the first time, you should be asked for the saving preferences of the map or not." ID="ID_908163785"/>
<node TEXT="local image" STYLE_REF="MarkdownHelperNode" ID="ID_782472108"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.imageLink(node,true)
    </p>
  </body>
</html></richcontent>
<node TEXT="= edofro.MarkDownHelper.MDH.linkedNodeText(node)" STYLE_REF="MarkdownHelperLink" ID="ID_1815728081" LINK="#ID_762219410"/>
</node>
</node>
</node>
</node>
<node TEXT="This AddOn is still beta" ID="ID_1438334135">
<node TEXT="So it may have a lot of bugs. Use it at your own risk. (**Freeplane** has an excelent &quot;*Undo*&quot; implementation, so the risk is in fact very limited)" ID="ID_1203589766"/>
<node TEXT="Please report any bug in this addOn in its GitHub page" ID="ID_1714416739"/>
</node>
<node TEXT="Your Help needed" ID="ID_175959378">
<node TEXT="I&apos;m not very good at writing in english, so if you find any error please tell me (and please explain me how to write it correctly)" ID="ID_317675316"/>
<node TEXT="I tried also to translate some of the texts to German. Please help me correct them." ID="ID_439149365"/>
</node>
<node TEXT="About Freeplane" ID="ID_1151383315">
<node TEXT="text block" STYLE_REF="MarkdownHelperNode" ID="ID_924468549"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.textBlock(node)
    </p>
  </body>
</html></richcontent>
<node TEXT="about Freeplane" ID="ID_517807401"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      $1 is a free and open source software application that supports thinking, sharing information and getting things done at work, in school and at home. The software can be used for $2 and analyzing the information contained in mind maps. Freeplane runs on any operating system that has a current version of Java installed. It can be run locally or $3&nbsp;from removable storage like an USB drive.
    </p>
  </body>
</html></richcontent>
<node TEXT="web link" STYLE_REF="MarkdownHelperNode" ID="ID_735073256"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.webLink(node)
    </p>
  </body>
</html></richcontent>
<node TEXT="Freeplane" ID="ID_1884331663" LINK="https://www.freeplane.org/wiki/index.php/Home"/>
</node>
<node TEXT="web link" STYLE_REF="MarkdownHelperNode" ID="ID_172778365"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.webLink(node)
    </p>
  </body>
</html></richcontent>
<node TEXT="mind mapping" ID="ID_749522998" LINK="https://secure.wikimedia.org/wikipedia/en/wiki/Mind_map"/>
</node>
<node TEXT="web link" STYLE_REF="MarkdownHelperNode" ID="ID_51429832"><richcontent TYPE="NOTE" CONTENT-TYPE="xml/">
<html>
  <head>
    
  </head>
  <body>
    <p>
      = edofro.MarkDownHelper.MDH.webLink(node)
    </p>
  </body>
</html></richcontent>
<node TEXT="portably" ID="ID_785390742" LINK="https://en.wikipedia.org/wiki/Portable_application"/>
</node>
</node>
</node>
</node>
</node>
</node>
</node>
</node>
</map>
