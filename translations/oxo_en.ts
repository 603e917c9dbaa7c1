<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
<context>
    <name>AnalysisText</name>
    <message numerus="yes">
        <location filename="../ui/controller/src/analysis_text.cpp" line="+52"/>
        <source>%1 wins in %n move(s) (proven)</source>
        <translation>
            <numerusform>%1 wins in %n move (proven)</numerusform>
            <numerusform>%1 wins in %n moves (proven)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%1 loses in %n move(s) (proven)</source>
        <translation>
            <numerusform>%1 loses in %n move (proven)</numerusform>
            <numerusform>%1 loses in %n moves (proven)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+57"/>
        <source>wins in %n move(s)</source>
        <translation>
            <numerusform>wins in %n move</numerusform>
            <numerusform>wins in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>loses in %n move(s)</source>
        <translation>
            <numerusform>loses in %n move</numerusform>
            <numerusform>loses in %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message numerus="yes">
        <location filename="../ui/files/src/game_file_review.cpp" line="+103"/>
        <source>%n review(s) for %1 move(s)</source>
        <translation>
            <numerusform>%n review for %1 move(s)</numerusform>
            <numerusform>%n reviews for %1 move(s)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OpeningText</name>
    <message numerus="yes">
        <location filename="../ui/files/src/opening_lines.cpp" line="+51"/>
        <source>Gomocup openings are x,y pairs, but this line has %n number(s)</source>
        <translation>
            <numerusform>Gomocup openings are x,y pairs, but this line has %n number</numerusform>
            <numerusform>Gomocup openings are x,y pairs, but this line has %n numbers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message numerus="yes">
        <location filename="../app/cli/review.cpp" line="+172"/>
        <source>%n move(s) marked</source>
        <translation>
            <numerusform>%n move marked</numerusform>
            <numerusform>%n moves marked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message numerus="yes">
        <location filename="../ui/controller/src/rules_text.cpp" line="+36"/>
        <source>exactly %n in a row</source>
        <translation>
            <numerusform>exactly %n in a row</numerusform>
            <numerusform>exactly %n in a row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n in a row</source>
        <translation>
            <numerusform>%n in a row</numerusform>
            <numerusform>%n in a row</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n s per move</source>
        <translation>
            <numerusform>%n s per move</numerusform>
            <numerusform>%n s per move</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>To win, fill a whole row, column or diagonal with your own mark: all %n cells of it.</source>
        <translation>
            <numerusform>To win, fill a whole row, column or diagonal with your own mark: all %n cells of it.</numerusform>
            <numerusform>To win, fill a whole row, column or diagonal with your own mark: all %n cells of it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>To win, be the first to get %n of your marks in an unbroken line: across, down or diagonally.</source>
        <translation>
            <numerusform>To win, be the first to get %n of your marks in an unbroken line: across, down or diagonally.</numerusform>
            <numerusform>To win, be the first to get %n of your marks in an unbroken line: across, down or diagonally.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Exactly %n: a line of more than %n marks does not win.</source>
        <translation>
            <numerusform>Exactly %n: a line of more than %n marks does not win.</numerusform>
            <numerusform>Exactly %n: a line of more than %n marks does not win.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Each person has %n seconds for a move.</source>
        <translation>
            <numerusform>Each person has %n second for a move.</numerusform>
            <numerusform>Each person has %n seconds for a move.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusText</name>
    <message numerus="yes">
        <location filename="../ui/controller/src/status_text.cpp" line="+134"/>
        <source>wins in %n</source>
        <translation>
            <numerusform>wins in %n</numerusform>
            <numerusform>wins in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>loses in %n</source>
        <translation>
            <numerusform>loses in %n</numerusform>
            <numerusform>loses in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%1 wins in %n</source>
        <translation>
            <numerusform>%1 wins in %n</numerusform>
            <numerusform>%1 wins in %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 loses in %n at best</source>
        <translation>
            <numerusform>%1 loses in %n at best</numerusform>
            <numerusform>%1 loses in %n at best</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+75"/>
        <source>after %n moves</source>
        <translation>
            <numerusform>after %n move</numerusform>
            <numerusform>after %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>oxo::ui::EvaluationDock</name>
    <message numerus="yes">
        <location filename="../ui/widgets/src/evaluation_dock.cpp" line="+266"/>
        <source>%n mistake(s) (?)</source>
        <translation>
            <numerusform>%n mistake (?)</numerusform>
            <numerusform>%n mistakes (?)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s) (??)</source>
        <translation>
            <numerusform>%n blunder (??)</numerusform>
            <numerusform>%n blunders (??)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>oxo::ui::EvaluationGraph</name>
    <message numerus="yes">
        <location line="-218"/>
        <source>%n position(s) weighed, a line per player; click a point to show it</source>
        <translation>
            <numerusform>%n position weighed, a line per player; click a point to show it</numerusform>
            <numerusform>%n positions weighed, a line per player; click a point to show it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n position(s) weighed; click a point to show it</source>
        <translation>
            <numerusform>%n position weighed; click a point to show it</numerusform>
            <numerusform>%n positions weighed; click a point to show it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>oxo::ui::OpeningDialog</name>
    <message numerus="yes">
        <location filename="../ui/widgets/src/opening_dialog.cpp" line="+95"/>
        <source>%1: %n opening(s) for this board.</source>
        <translation>
            <numerusform>%1: %n opening for this board.</numerusform>
            <numerusform>%1: %n openings for this board.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n left out: they do not fit this board or its rules.</source>
        <translation>
            <numerusform>%n left out: they do not fit this board or its rules.</numerusform>
            <numerusform>%n left out: they do not fit this board or its rules.</numerusform>
        </translation>
    </message>
</context>
</TS>
