<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Analyse</name>
    <message>
        <location filename="../app/cli/analyse.cpp" line="+32"/>
        <source>win in %1</source>
        <translation>Gewinn in %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loss in %1</source>
        <translation>Verlust in %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>score ≤ %1</source>
        <translation>Bewertung ≤ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>score ≥ %1</source>
        <translation>Bewertung ≥ %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>score %1</source>
        <translation>Bewertung %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Position: %1, after %2 moves
</source>
        <translation>Stellung: %1, nach %2 Zügen
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the game is over
</source>
        <translation>die Partie ist zu Ende
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to move; depth %2, %3 nodes, %4 ms
</source>
        <translation>%1 am Zug; Tiefe %2, %3 Knoten, %4 ms
</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1. %2  %3  (depth %4)  %5
</source>
        <translation>%1. %2  %3  (Tiefe %4)  %5
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Best move: %1 (nothing was ranked)
</source>
        <translation>Bester Zug: %1 (nichts wurde bewertet)
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Forbidden to %1 (renju): %2
</source>
        <translation>Für %1 verboten (Renju): %2
</translation>
    </message>
</context>
<context>
    <name>AnalysisText</name>
    <message numerus="yes">
        <location filename="../ui/controller/src/analysis_text.cpp" line="+52"/>
        <source>%1 wins in %n move(s) (proven)</source>
        <translation>
            <numerusform>%1 gewinnt in %n Zug (bewiesen)</numerusform>
            <numerusform>%1 gewinnt in %n Zügen (bewiesen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins (proven)</source>
        <translation>%1 gewinnt (bewiesen)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 loses in %n move(s) (proven)</source>
        <translation>
            <numerusform>%1 verliert in %n Zug (bewiesen)</numerusform>
            <numerusform>%1 verliert in %n Zügen (bewiesen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 loses (proven)</source>
        <translation>%1 verliert (bewiesen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw (proven)</source>
        <translation>Remis (bewiesen)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 to move: %2 (depth %3)</source>
        <translation>%1 am Zug: %2 (Tiefe %3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Proven assuming the other players play together against the one to move.</source>
        <translation>Bewiesen unter der Annahme, dass die anderen Spieler gemeinsam gegen den Spieler am Zug spielen.</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>wins in %n move(s)</source>
        <translation>
            <numerusform>gewinnt in %n Zug</numerusform>
            <numerusform>gewinnt in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>loses in %n move(s)</source>
        <translation>
            <numerusform>verliert in %n Zug</numerusform>
            <numerusform>verliert in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>draws</source>
        <translation>remis</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>score at most %1</source>
        <translation>Bewertung höchstens %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>score at least %1</source>
        <translation>Bewertung mindestens %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>score %1</source>
        <translation>Bewertung %1</translation>
    </message>
</context>
<context>
    <name>AppOptions</name>
    <message>
        <location filename="../app/oxo/main.cpp" line="+60"/>
        <source>Try &apos;oxo --help&apos; for the options.</source>
        <translation>„oxo --help“ zeigt die Optionen.</translation>
    </message>
    <message>
        <location filename="../ui/options/src/app_options.cpp" line="+19"/>
        <source>Use language CODE (en, de, fr, es).</source>
        <translation>Sprache CODE verwenden (en, de, fr, es).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Tic-tac-toe on boards from 3×3 to %1×%1 for two to four players, people or bots.</source>
        <translation>Tic-Tac-Toe auf Brettern von 3×3 bis %1×%1 für zwei bis vier Spieler, Menschen oder Bots.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A game file (.oxo) to open.</source>
        <translation>Eine Spieldatei (.oxo), die geöffnet wird.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[FILE]</source>
        <translation>[DATEI]</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Only one game file can be opened at a time.</source>
        <translation>Es kann nur eine Spieldatei auf einmal geöffnet werden.</translation>
    </message>
</context>
<context>
    <name>AutosaveStore</name>
    <message>
        <location filename="../ui/files/src/autosave_store.cpp" line="+116"/>
        <location line="+62"/>
        <source>Could not create the folder %1 for the automatic save.</source>
        <translation>Der Ordner %1 für die automatische Speicherung konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>The folder %1 cannot be used for the automatic save: %2</source>
        <translation>Der Ordner %1 kann nicht für das automatische Speichern verwendet werden: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 other OXO windows are open; this one does not save its game automatically.</source>
        <translation>%1 andere OXO-Fenster sind geöffnet; dieses speichert seine Partie nicht automatisch.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The game saved automatically could not be restored: %1. A new game is started; the damaged file was kept as %2.</source>
        <translation>Das automatisch gespeicherte Spiel konnte nicht wiederhergestellt werden: %1. Ein neues Spiel wird gestartet; die beschädigte Datei wurde als %2 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game saved automatically could not be restored: %1. A new game is started.</source>
        <translation>Das automatisch gespeicherte Spiel konnte nicht wiederhergestellt werden: %1. Ein neues Spiel wird gestartet.</translation>
    </message>
</context>
<context>
    <name>Bench</name>
    <message>
        <location filename="../app/cli/bench.cpp" line="+103"/>
        <source>depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best %1</source>
        <translation>bester %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nodes searched: %1 (%2 ms)
</source>
        <translation>Durchsuchte Knoten: %1 (%2 ms)
</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/cli.cpp" line="+33"/>
        <location filename="../app/cli/convert.cpp" line="+42"/>
        <source>Try &apos;oxo-cli --help&apos; for the options.</source>
        <translation>„oxo-cli --help“ zeigt die Optionen.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Print the result as JSON.</source>
        <translation>Das Ergebnis als JSON ausgeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language: en, de, fr or es (default: the system&apos;s).</source>
        <translation>Sprache: en, de, fr oder es (Standard: die des Systems).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>match: number of games (default 10).</source>
        <translation>match: Anzahl der Partien (Standard 10).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>match, solve, analyse, review: threads Hard&apos;s search may use (default 1; more are stronger, but no longer give the same move every run).</source>
        <translation>match, solve, analyse, review: Threads, die die Suche von Hard nutzen darf (Standard 1; mehr sind stärker, geben aber nicht mehr bei jedem Lauf denselben Zug).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>match: seed for the bots&apos; random choices (default 1).</source>
        <translation>match: Startwert für die Zufallsentscheidungen der Bots (Standard 1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>solve: the moves played so far, e.g. &quot;b2 c3&quot;.</source>
        <translation>solve: die bisher gespielten Züge, z. B. „b2 c3“.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bench: fail (exit 1) unless the signature is N.</source>
        <translation>bench: schlägt fehl (Status 1), wenn die Signatur nicht N ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>analyse: how many best lines to show (default 1).</source>
        <translation>analyse: wie viele beste Varianten gezeigt werden (Standard 1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>analyse: the value of every move, proven wherever the position can be solved.</source>
        <translation>analyse: der Wert jedes Zuges, bewiesen, wo immer die Stellung gelöst werden kann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>solve: write the strategies behind a proven two-player result to FILE.</source>
        <translation>solve: schreibt die Strategien hinter einem bewiesenen Ergebnis für zwei Spieler in DATEI.</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>OXO on the command line.

  match   bots play each other; prints wins, draws, losses and think times
  solve   the value and best move of a position (after --moves)
  analyse what every move of a position is worth: best lines, cell values
  bench   searches fixed positions to fixed depths; prints the node signature
  convert IN OUT: one game from file IN to file OUT, the formats from their
          suffixes: .oxo, .psq (Piskvork), .sgf, .txt (position strings)
  review FILE: every move of a game weighed, with ? and ?? where one threw
          something away</source>
        <translation>OXO auf der Kommandozeile.

  match   Bots spielen gegeneinander; gibt Siege, Remis, Niederlagen und Denkzeiten aus
  solve   Wert und bester Zug einer Stellung (nach --moves)
  analyse was jeder Zug einer Stellung wert ist: beste Varianten, Feldwerte
  bench   durchsucht feste Stellungen bis zu fester Tiefe; gibt die Knotensignatur aus
  convert EIN AUS: eine Partie aus Datei EIN in Datei AUS, die Formate nach ihren
          Endungen: .oxo, .psq (Piskvork), .sgf, .txt (Stellungszeichenketten)
  review DATEI: jeder Zug einer Partie gewogen, mit ? und ?? wo jemand etwas
          verschenkt hat</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>match, solve, analyse, bench, convert or review</source>
        <translation>match, solve, analyse, bench, convert oder review</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Think time per move in ms (match: 100, solve: 10000, review: 200).</source>
        <translation>Denkzeit pro Zug in ms (match: 100, solve: 10000, review: 200).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>analyse, review: search no deeper than D plies: the same answer on any machine, given time enough.</source>
        <translation>analyse, review: nicht tiefer als D Halbzüge suchen: dieselbe Antwort auf jedem Rechner, genug Zeit vorausgesetzt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>match: a file with one opening per line, as cells (&quot;h8 i9 h10&quot;) or as Gomocup&apos;s x,y offsets from the centre (&quot;0,0, 1,0, -1,1&quot;); each is played with both colours.</source>
        <translation>match: eine Datei mit einer Eröffnung pro Zeile, als Felder („h8 i9 h10“) oder als Gomocup-x,y-Abstände von der Mitte („0,0, 1,0, -1,1“); jede wird mit beiden Farben gespielt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>match: a game this long is adjudicated a draw (default: never).</source>
        <translation>match: eine so lange Partie wird als Remis gewertet (Standard: nie).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>match: save every game as DIR/game-0001.oxo, ...</source>
        <translation>match: speichert jede Partie als VERZ/game-0001.oxo, …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>match: none, swap or swap2: the bots place the opening stones and choose colours (two players).</source>
        <translation>match: none, swap oder swap2: die Bots setzen die Eröffnungssteine und wählen die Farben (zwei Spieler).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>match: player %1: %2 (default: hard, medium, easy, easy).</source>
        <translation>match: Spieler %1: %2 (Standard: hard, medium, easy, easy).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>match: think time per move of player %1 in ms (default: --think-ms).</source>
        <translation>match: Denkzeit pro Zug von Spieler %1 in ms (Standard: --think-ms).</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>--moves belongs to solve, not match</source>
        <translation>--moves gehört zu solve, nicht zu match</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--strategy belongs to solve, not match</source>
        <translation>--strategy gehört zu solve, nicht zu match</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--%1 belongs to analyse, not match</source>
        <translation>--%1 gehört zu analyse, nicht zu match</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>--%1 given, but there are only %2 players</source>
        <translation>--%1 angegeben, aber es gibt nur %2 Spieler</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--opening-rule must be none, swap or swap2</source>
        <translation>--opening-rule muss none, swap oder swap2 sein</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>game %1 of %2</source>
        <translation>Partie %1 von %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--%1 belongs to match, not solve</source>
        <translation>--%1 gehört zu match, nicht zu solve</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--%1 belongs to analyse, not solve</source>
        <translation>--%1 gehört zu analyse, nicht zu solve</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>--%1 does not belong to analyse</source>
        <translation>--%1 gehört nicht zu analyse</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>bench takes no rules, moves or games: its positions are fixed</source>
        <translation>bench nimmt keine Regeln, Züge oder Partien: seine Stellungen sind fest</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bench searches with one thread: its signature must be the same on every run</source>
        <translation>bench sucht mit einem Thread: seine Signatur muss bei jedem Lauf dieselbe sein</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>oxo-cli: bench signature %1, expected %2: the search behaves differently; if that is intended, record the new signature</source>
        <translation>oxo-cli: bench-Signatur %1, erwartet %2: die Suche verhält sich anders; wenn das gewollt ist, die neue Signatur eintragen</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>convert takes two files: convert IN OUT</source>
        <translation>convert erwartet zwei Dateien: convert EIN AUS</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>convert takes no options, not --%1</source>
        <translation>convert nimmt keine Optionen, auch nicht --%1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>no command given (match, solve, analyse, bench or convert)</source>
        <translation>kein Befehl angegeben (match, solve, analyse, bench oder convert)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown command &apos;%1&apos; (match, solve, analyse, bench or convert)</source>
        <translation>unbekannter Befehl „%1“ (match, solve, analyse, bench oder convert)</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>one command at a time, not &apos;%1&apos;</source>
        <translation>nur ein Befehl auf einmal, nicht „%1“</translation>
    </message>
    <message>
        <location filename="../app/cli/convert.cpp" line="-3"/>
        <source>&apos;%1&apos; has no game file suffix (.oxo, .psq, .sgf or .txt)</source>
        <translation>„%1“ hat keine Endung einer Spieldatei (.oxo, .psq, .sgf oder .txt)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 holds %2 positions; only the first was converted</source>
        <translation>%1 enthält %2 Stellungen; nur die erste wurde umgewandelt</translation>
    </message>
</context>
<context>
    <name>EngineBot</name>
    <message>
        <location filename="../ui/engines/src/engine_bot.cpp" line="+47"/>
        <source>The engine was stopped.</source>
        <translation>Das Programm wurde angehalten.</translation>
    </message>
</context>
<context>
    <name>EngineRules</name>
    <message>
        <location filename="../ui/engines/src/engine_rules.cpp" line="+19"/>
        <source>Outside engines play two-player games only.</source>
        <translation>Externe Programme spielen nur Partien zu zweit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outside engines play five in a row only (K = 5).</source>
        <translation>Externe Programme spielen nur „fünf in einer Reihe“ (K = 5).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outside engines cannot play with gravity.</source>
        <translation>Externe Programme können nicht mit Schwerkraft spielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outside engines play on boards of %1 to %2 only.</source>
        <translation>Externe Programme spielen nur auf Brettern von %1 bis %2.</translation>
    </message>
</context>
<context>
    <name>FileIo</name>
    <message>
        <location filename="../ui/files/src/file_io.cpp" line="+19"/>
        <source>it is a folder, not a regular file</source>
        <translation>es ist ein Ordner, keine normale Datei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is a named pipe (FIFO), not a regular file</source>
        <translation>es ist eine benannte Pipe (FIFO), keine normale Datei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is a device, not a regular file</source>
        <translation>es ist ein Gerät, keine normale Datei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is a socket, not a regular file</source>
        <translation>es ist ein Socket, keine normale Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not a regular file</source>
        <translation>es ist keine normale Datei</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>the file is read-only</source>
        <translation>die Datei ist schreibgeschützt</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>a file of that name exists already</source>
        <translation>eine Datei dieses Namens gibt es schon</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <location filename="../ui/files/src/game_file_disk.cpp" line="+27"/>
        <location line="+12"/>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <location filename="../ui/files/src/game_file_reader.cpp" line="+76"/>
        <source>the file is too large (%1); a game file is at most %2</source>
        <translation>die Datei ist zu groß (%1); eine Spieldatei hat höchstens %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not write the game file: %1</source>
        <translation>Die Spieldatei konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_reader.cpp" line="-40"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected %1, found %2</source>
        <translation>erwartet: %1, gefunden: %2</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_texts.cpp" line="+22"/>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_reader.cpp" line="+130"/>
        <location filename="../ui/files/src/game_file_texts.cpp" line="+0"/>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_texts.cpp" line="+0"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_reader.cpp" line="+20"/>
        <location line="+68"/>
        <location line="+9"/>
        <location line="+15"/>
        <location line="+113"/>
        <location line="+26"/>
        <location filename="../ui/files/src/game_file_texts.cpp" line="+1"/>
        <source>text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location line="-182"/>
        <location line="+97"/>
        <location line="+78"/>
        <location filename="../ui/files/src/game_file_texts.cpp" line="+0"/>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <location line="-207"/>
        <location line="+44"/>
        <location line="+59"/>
        <location line="+80"/>
        <location filename="../ui/files/src/game_file_texts.cpp" line="+0"/>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_texts.cpp" line="+2"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_reader.cpp" line="-308"/>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this is not an OXO game file: it is not valid JSON (%1 at byte %2)</source>
        <translation>dies ist keine OXO-Spieldatei: kein gültiges JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this is not an OXO game file: it holds no JSON object</source>
        <translation>dies ist keine OXO-Spieldatei: sie enthält kein JSON-Objekt</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>this is not an OXO game file (&quot;format&quot; is not &quot;oxo-game&quot;)</source>
        <translation>dies ist keine OXO-Spieldatei („format“ ist nicht „oxo-game“)</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <location line="+74"/>
        <location line="+28"/>
        <source>a whole number</source>
        <translation>eine ganze Zahl</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+32"/>
        <source>%1 is not a whole number</source>
        <translation>%1 ist keine ganze Zahl</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>this file was written by a newer OXO (format version %1); this version reads format version %2</source>
        <translation>diese Datei stammt von einer neueren OXO-Version (Formatversion %1); diese Version liest Formatversion %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not a valid format version (this version reads version %2)</source>
        <translation>%1 ist keine gültige Formatversion (diese Version liest Version %2)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 is out of range %2 to %3</source>
        <translation>%1 liegt nicht zwischen %2 und %3</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&apos;%1&apos; is not a rule (freestyle, exact or renju)</source>
        <translation>„%1“ ist keine Regel (freestyle, exact oder renju)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; contradicts &quot;exactLength&quot;: true</source>
        <translation>„%1“ widerspricht &quot;exactLength&quot;: true</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the rules are for %1 players but the file lists %2</source>
        <translation>die Regeln sehen %1 Spieler vor, die Datei nennt aber %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&apos;%1&apos; is not a kind of player (human, easy, medium, hard or engine)</source>
        <translation>„%1“ ist keine Spielerart (human, easy, medium, hard oder engine)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>an engine cannot play these rules: %1</source>
        <translation>ein externes Programm kann diese Regeln nicht spielen: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an engine player needs the path of its program</source>
        <translation>ein Programm als Spieler braucht den Pfad zu seiner ausführbaren Datei</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>expected &quot;random-move&quot; or &quot;lose&quot;</source>
        <translation>erwartet: „random-move“ oder „lose“</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>&apos;%1&apos; is not an opening rule (none, swap or swap2)</source>
        <translation>„%1“ ist keine Eröffnungsregel (none, swap oder swap2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>an outside engine cannot play the swap openings</source>
        <translation>ein externes Programm kann die Swap-Eröffnungen nicht spielen</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&apos;%1&apos; is not an opening choice (x, o or place-two)</source>
        <translation>„%1“ ist keine Eröffnungswahl (x, o oder place-two)</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_texts.cpp" line="+7"/>
        <source>the game was already over</source>
        <translation>das Spiel war bereits zu Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not that player&apos;s turn</source>
        <translation>dieser Spieler ist nicht am Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that cell is outside the board</source>
        <translation>dieses Feld liegt außerhalb des Bretts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that cell is already taken</source>
        <translation>dieses Feld ist schon belegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that column is full</source>
        <translation>diese Spalte ist voll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with gravity on, a mark cannot stay there</source>
        <translation>mit Schwerkraft kann ein Zeichen dort nicht liegen bleiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renju forbids that move to the first player</source>
        <translation>Renju verbietet dem ersten Spieler diesen Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the move is not allowed</source>
        <translation>der Zug ist nicht erlaubt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>that is not a cell of this %1×%1 board (columns a to %2, rows 1 to %1)</source>
        <translation>das ist kein Feld dieses %1×%1-Bretts (Spalten a bis %2, Zeilen 1 bis %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>that is not a cell name like &quot;b3&quot;</source>
        <translation>das ist kein Feldname wie „b3“</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_reader.cpp" line="-81"/>
        <source>%1 moves cannot fit on a board of %2 cells</source>
        <translation>%1 Züge passen nicht auf ein Brett mit %2 Feldern</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>move %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a cell name like &quot;b3&quot;</source>
        <translation>ein Feldname wie „b3“</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>move %1 (&apos;%2&apos;)</source>
        <translation>Zug %1 („%2“)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the game was already over after move %1</source>
        <translation>das Spiel war schon nach Zug %1 zu Ende</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with gravity on, the mark would land on %1</source>
        <translation>mit Schwerkraft würde das Zeichen auf %1 landen</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_review.cpp" line="+37"/>
        <location line="+76"/>
        <source>expected an object</source>
        <translation>Objekt erwartet</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>a proven value must be win, draw or loss</source>
        <translation>ein bewiesener Wert muss win, draw oder loss sein</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a proven value needs a distance of 0 or more plies</source>
        <translation>ein bewiesener Wert braucht einen Abstand von 0 oder mehr Halbzügen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a whole score</source>
        <translation>ganzzahlige Bewertung erwartet</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>expected a list</source>
        <translation>Liste erwartet</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n review(s) for %1 move(s)</source>
        <translation>
            <numerusform>%n Auswertung für %1 Zug/Züge</numerusform>
            <numerusform>%n Auswertungen für %1 Zug/Züge</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>expected a cell of this board</source>
        <translation>Feld dieses Bretts erwartet</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a mark is &quot;&quot;, &quot;?&quot; or &quot;??&quot;</source>
        <translation>eine Markierung ist „“, „?“ oder „??“</translation>
    </message>
</context>
<context>
    <name>GameFormats</name>
    <message>
        <location filename="../ui/files/src/format_replay.cpp" line="+43"/>
        <location filename="../ui/files/src/game_formats.cpp" line="+110"/>
        <source>the file is too large (%1); a game file is at most %2</source>
        <translation>die Datei ist zu groß (%1); eine Spieldatei hat höchstens %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 moves cannot fit on a board of %2 cells</source>
        <translation>%1 Züge passen nicht auf ein Brett mit %2 Feldern</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>move %1 (&apos;%2&apos;)</source>
        <translation>Zug %1 („%2“)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the game was already over after move %1</source>
        <translation>die Partie war schon nach Zug %1 zu Ende</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is the other player&apos;s turn</source>
        <translation>der andere Spieler ist am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>with gravity on, the mark would land on %1</source>
        <translation>mit Schwerkraft würde das Zeichen auf %1 landen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>OXO&apos;s own line: %1</source>
        <translation>OXOs eigene Zeile: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OXO&apos;s own line: it must not hold moves</source>
        <translation>OXOs eigene Zeile: sie darf keine Züge enthalten</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_formats.cpp" line="-67"/>
        <source>the boards of a positions file (15×15, 20×20) are larger than this reader allows</source>
        <translation>die Bretter einer Stellungsdatei (15×15, 20×20) sind größer, als dieser Leser erlaubt</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+70"/>
        <source>&apos;%1&apos; is not a game file&apos;s suffix (.oxo, .psq, .sgf or .txt)</source>
        <translation>„%1“ ist keine Endung einer Spieldatei (.oxo, .psq, .sgf oder .txt)</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+11"/>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a position string needs at least one move</source>
        <translation>eine Stellungszeichenkette braucht mindestens einen Zug</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Could not write the game file: %1</source>
        <translation>Die Spieldatei konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/files/src/position_text.cpp" line="+95"/>
        <source>Gomocup x,y pairs (from 0, top left)</source>
        <translation>Gomocup-x,y-Paare (ab 0, oben links)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>OXO notation (rows from the top)</source>
        <translation>OXO-Notation (Reihen von oben)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>rows counted from the bottom (analysis board)</source>
        <translation>Reihen von unten gezählt (Analysebrett)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rows counted from the top (OXO)</source>
        <translation>Reihen von oben gezählt (OXO)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>a whole game file</source>
        <translation>eine ganze Spieldatei</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>this is not a list of moves like &quot;h8 h9&quot;, &quot;h8i9j10&quot; or &quot;7,7 8,8&quot;</source>
        <translation>das ist keine Zugliste wie „h8 h9“, „h8i9j10“ oder „7,7 8,8“</translation>
    </message>
    <message>
        <location filename="../ui/files/src/psq_format.cpp" line="+75"/>
        <source>this is not a Piskvork game file: its first line is not like &quot;Piskvorky 20x20, 0:0, 0&quot;</source>
        <translation>das ist keine Piskvork-Spieldatei: ihre erste Zeile ist nicht wie „Piskvorky 20x20, 0:0, 0“</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the board is %1 by %2; OXO plays square boards only</source>
        <translation>das Brett ist %1 mal %2; OXO spielt nur auf quadratischen Brettern</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a %1×%1 board is out of range: OXO plays %2×%2 to %3×%3</source>
        <translation>ein %1×%1-Brett liegt außerhalb des Bereichs: OXO spielt %2×%2 bis %3×%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first line names seat %1 to move first; it must be 0 or 1</source>
        <translation>die erste Zeile nennt Platz %1 als ersten am Zug; er muss 0 oder 1 sein</translation>
    </message>
    <message>
        <location line="+48"/>
        <location filename="../ui/files/src/sgf_format.cpp" line="+183"/>
        <source>more moves than the %1 cells of the board</source>
        <translation>mehr Züge als die %1 Felder des Bretts</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>OXO&apos;s own line is for a %1×%1 board, the first line for %2×%2</source>
        <translation>OXOs eigene Zeile gilt für ein %1×%1-Brett, die erste Zeile für %2×%2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>a Piskvork file holds two players; this game has %1</source>
        <translation>eine Piskvork-Datei fasst zwei Spieler; dieses Spiel hat %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a Piskvork file cannot hold a game with gravity</source>
        <translation>eine Piskvork-Datei kann kein Spiel mit Schwerkraft fassen</translation>
    </message>
    <message>
        <location filename="../ui/files/src/sgf_format.cpp" line="-108"/>
        <source>RU[%1]: OXO does not play this Gomocup rule</source>
        <translation>RU[%1]: OXO spielt diese Gomocup-Regel nicht</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>GM[%1]: this SGF file is not of gomoku or renju (GM[4])</source>
        <translation>GM[%1]: diese SGF-Datei ist nicht Gomoku oder Renju (GM[4])</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>SZ[%1]: OXO plays square boards of %2 to %3</source>
        <translation>SZ[%1]: OXO spielt quadratische Bretter von %2 bis %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>OX is for a %1×%1 board, SZ for %2×%2</source>
        <translation>OX gilt für ein %1×%1-Brett, SZ für %2×%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>OX: SGF points reach %1×%1 at most</source>
        <translation>OX: SGF-Punkte reichen höchstens bis %1×%1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: OXO does not read setup stones (AB, AW, AE), only moves (B, W)</source>
        <translation>%1: OXO liest keine Aufstellungssteine (AB, AW, AE), nur Züge (B, W)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>move %1 (&apos;%2&apos;): a pass; OXO games have none</source>
        <translation>Zug %1 („%2“): ein Passen; OXO-Partien kennen keins</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>SGF points reach %1×%1 at most; this board is %2×%2</source>
        <translation>SGF-Punkte reichen höchstens bis %1×%1; dieses Brett ist %2×%2</translation>
    </message>
    <message>
        <location filename="../ui/files/src/sgf_parse.cpp" line="+26"/>
        <source>not a valid SGF file: %1 (at byte %2)</source>
        <translation>keine gültige SGF-Datei: %1 (bei Byte %2)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>a value is not closed with &apos;]&apos;</source>
        <translation>ein Wert ist nicht mit „]“ abgeschlossen</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>a property has no value</source>
        <translation>eine Eigenschaft hat keinen Wert</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>it does not begin with &apos;(&apos;</source>
        <translation>sie beginnt nicht mit „(“</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the game tree is not closed with &apos;)&apos;</source>
        <translation>der Spielbaum ist nicht mit „)“ abgeschlossen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>more than %1 nodes</source>
        <translation>mehr als %1 Knoten</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the game tree has no node</source>
        <translation>der Spielbaum hat keinen Knoten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unexpected &apos;%1&apos;</source>
        <translation>unerwartetes „%1“</translation>
    </message>
</context>
<context>
    <name>GameSettings</name>
    <message>
        <location filename="../ui/controller/src/game_settings.cpp" line="+32"/>
        <source>You</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The swap openings need two players.</source>
        <translation>Die Swap-Eröffnungen brauchen zwei Spieler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The swap openings need a win length of at least 4.</source>
        <translation>Die Swap-Eröffnungen brauchen eine Gewinnlänge von mindestens 4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>an outside engine cannot play the swap openings.</source>
        <translation>ein externes Programm kann die Swap-Eröffnungen nicht spielen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No program is set.</source>
        <translation>Es ist kein Programm angegeben.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 plays with OXO&apos;s Hard bot instead of the engine %2: %3</source>
        <translation>%1 spielt mit dem schweren Bot von OXO statt mit dem Programm %2: %3</translation>
    </message>
    <message>
        <location line="-171"/>
        <location line="+131"/>
        <source>Engine</source>
        <translation>Programm</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../app/oxo/main.cpp" line="+51"/>
        <source>The settings file %1 cannot be used: %2. OXO starts with default settings and does not save them this time.</source>
        <translation>Die Einstellungsdatei %1 kann nicht verwendet werden: %2. OXO startet mit den Standardeinstellungen und speichert sie diesmal nicht.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>OXO</source>
        <translation>OXO</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <location filename="../app/cli/match.cpp" line="+101"/>
        <source>the bot failed: %1</source>
        <translation>der Bot ist gescheitert: %1</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 players need %1 bots (--bot1 ... --bot%1)</source>
        <translation>%1 Spieler brauchen %1 Bots (--bot1 ... --bot%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bot%1 %2: %3</source>
        <translation>bot%1 %2: %3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot create the directory &apos;%1&apos;</source>
        <translation>das Verzeichnis „%1“ kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>bot%1 %2 refused the board, so the match stops: %3</source>
        <translation>bot%1 %2 hat das Brett abgelehnt, daher endet das Turnier: %3</translation>
    </message>
    <message>
        <location line="+45"/>
        <source> (not saved: %1)</source>
        <translation> (nicht gespeichert: %1)</translation>
    </message>
    <message>
        <location filename="../app/cli/match_report.cpp" line="+61"/>
        <source>bot%1 wins: %2 in a row</source>
        <translation>bot%1 gewinnt: %2 in einer Reihe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw: the board is full</source>
        <translation>Remis: das Brett ist voll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw: no line can be completed any more</source>
        <translation>Remis: keine Reihe kann mehr vollendet werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw: every free cell is forbidden to the first player</source>
        <translation>Remis: jedes freie Feld ist dem ersten Spieler verboten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw: adjudicated at the limit of %1 moves</source>
        <translation>Remis: gewertet bei der Grenze von %1 Zügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bot%1 loses: illegal move %2</source>
        <translation>bot%1 verliert: ungültiger Zug %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bot%1 loses: engine failure: %2</source>
        <translation>bot%1 verliert: Fehler der Engine: %2</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Game %1 (%2%3): %4, %5 moves</source>
        <translation>Partie %1 (%2%3): %4, %5 Züge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, opening %1: %2</source>
        <translation>, Eröffnung %1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, %1: %2</source>
        <translation>, %1: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Match: %1, %2 games, seed %3, %4 ms per move
</source>
        <translation>Match: %1, %2 Partien, Startwert %3, %4 ms pro Zug
</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Losses</source>
        <translation>Niederl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win %</source>
        <translation>Sieg %</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avg think</source>
        <translation>Ø Denkzeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest</source>
        <translation>Längste</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>  bot%1 thinks %2 ms per move
</source>
        <translation>  bot%1 denkt %2 ms pro Zug
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  bot%1 lost %2 games by an illegal move or an engine failure
</source>
        <translation>  bot%1 verlor %2 Partien durch einen unerlaubten Zug oder einen Fehler der Engine
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  bot%1 used %2 % of its think time on the %3 moves it searched (neither forced nor proven)
</source>
        <translation>  bot%1 hat bei den %3 Zügen, die es durchsucht hat (weder erzwungen noch bewiesen), %2 % seiner Denkzeit genutzt
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>  bot%1 went over its think time on %2 of %3 moves
</source>
        <translation>  bot%1 hat bei %2 von %3 Zügen seine Denkzeit überschritten
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Elo bot1 - bot2: at least %1 (95 %), score %2 %
</source>
        <translation>Elo bot1 - bot2: mindestens %1 (95 %), Ergebnis %2 %
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elo bot1 - bot2: at most %1 (95 %), score %2 %
</source>
        <translation>Elo bot1 - bot2: höchstens %1 (95 %), Ergebnis %2 %
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Elo bot1 - bot2: %1 +- %2 (95 %, %3 to %4), score %5 %
</source>
        <translation>Elo bot1 - bot2: %1 +- %2 (95 %, %3 bis %4), Ergebnis %5 %
</translation>
    </message>
    <message>
        <location filename="../app/cli/match_opening.cpp" line="+61"/>
        <source>--opening-rule and --openings cannot be combined</source>
        <translation>--opening-rule und --openings können nicht kombiniert werden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: an outside engine cannot play the swap openings</source>
        <translation>%1: ein externes Programm kann die Swap-Eröffnungen nicht spielen</translation>
    </message>
</context>
<context>
    <name>OpeningText</name>
    <message>
        <location filename="../ui/files/src/opening_lines.cpp" line="+39"/>
        <source>under gravity the mark would land on %1</source>
        <translation>mit Schwerkraft würde das Zeichen auf %1 landen</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Gomocup openings are x,y pairs, but this line has %n number(s)</source>
        <translation>
            <numerusform>Gomocup-Eröffnungen sind x,y-Paare, aber diese Zeile hat %n Zahl</numerusform>
            <numerusform>Gomocup-Eröffnungen sind x,y-Paare, aber diese Zeile hat %n Zahlen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the offset from the centre leaves this %1×%1 board</source>
        <translation>der Abstand von der Mitte verlässt dieses %1×%1-Brett</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+27"/>
        <source>the opening already ends the game</source>
        <translation>die Eröffnung beendet das Spiel bereits</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1, line %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, line %2, move &apos;%3&apos;: %4</source>
        <translation>%1, Zeile %2, Zug „%3“: %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has no openings</source>
        <translation>%1 enthält keine Eröffnungen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot read the opening file &apos;%1&apos;: %2</source>
        <translation>die Eröffnungsdatei „%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the opening file &apos;%1&apos; is too large (%2); at most %3 are read</source>
        <translation>die Eröffnungsdatei „%1“ ist zu groß (%2); höchstens %3 werden gelesen</translation>
    </message>
</context>
<context>
    <name>PlayerSetup</name>
    <message>
        <location filename="../ui/files/src/player_setup.cpp" line="+82"/>
        <source>the name contains a control character, an invisible formatting character or broken text</source>
        <translation>der Name enthält ein Steuerzeichen, ein unsichtbares Formatierungszeichen oder fehlerhaften Text</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the name is %1 characters long; at most %2 are allowed</source>
        <translation>der Name ist %1 Zeichen lang; erlaubt sind höchstens %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the path is %1 characters long; at most %2 are allowed</source>
        <translation>der Pfad ist %1 Zeichen lang; erlaubt sind höchstens %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the path contains a control character, an invisible formatting character or broken text</source>
        <translation>der Pfad enthält ein Steuerzeichen, ein unsichtbares Formatierungszeichen oder fehlerhaften Text</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the path must be absolute (start with /)</source>
        <translation>der Pfad muss absolut sein (mit / beginnen)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the program&apos;s path has a name ending in a space or a space other than the plain one, so it could be mistaken for another program</source>
        <translation>der Pfad des Programms enthält einen Namen, der auf ein Leerzeichen endet, oder ein anderes als das gewöhnliche Leerzeichen, sodass er mit einem anderen Programm verwechselt werden könnte</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../app/cli/players.cpp" line="+36"/>
        <source>engine program &apos;%1&apos; does not exist or is not executable</source>
        <translation>Engine-Programm „%1“ existiert nicht oder ist nicht ausführbar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown player &apos;%1&apos; (expected %2)</source>
        <translation>unbekannter Spieler „%1“ (erwartet: %2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>easy, medium, hard or engine:PATH (a pbrain-* Gomocup engine)</source>
        <translation>easy, medium, hard oder engine:PFAD (eine pbrain-*-Gomocup-Engine)</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../app/cli/review.cpp" line="+45"/>
        <source>win in %1</source>
        <translation>Gewinn in %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loss in %1</source>
        <translation>Verlust in %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Try &apos;oxo-cli --help&apos; for the options.</source>
        <translation>Siehe „oxo-cli --help“ für die Optionen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>review takes one game file: review FILE</source>
        <translation>review erwartet eine Spieldatei: review DATEI</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--%1 does not belong to review</source>
        <translation>--%1 gehört nicht zu review</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--think-ms must be 1 to %1, not &apos;%2&apos;</source>
        <translation>--think-ms muss 1 bis %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--depth must be 1 to %1, not &apos;%2&apos;</source>
        <translation>--depth muss 1 bis %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot review %1: %2</source>
        <translation>%1 kann nicht ausgewertet werden: %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Review of %1: %2 moves, Hard at %3 ms a position</source>
        <translation>Auswertung von %1: %2 Züge, Schwer mit %3 ms pro Stellung</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>better: %1</source>
        <translation>besser: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n move(s) marked</source>
        <translation>
            <numerusform>%n Zug markiert</numerusform>
            <numerusform>%n Züge markiert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesOptions</name>
    <message>
        <location filename="../ui/options/src/rules_options.cpp" line="+23"/>
        <source>Marks in a row to win, K (3 to N; default N).</source>
        <translation>Zeichen in einer Reihe zum Sieg, K (3 bis N; Standard N).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of players, 2 to 4 (default 2).</source>
        <translation>Anzahl der Spieler, 2 bis 4 (Standard 2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marks drop to the lowest free cell of a column.</source>
        <translation>Zeichen fallen auf das unterste freie Feld einer Spalte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play on when no line can be won any more.</source>
        <translation>Weiterspielen, auch wenn keine Reihe mehr gewonnen werden kann.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Who moves first: 1 to P, or a mark (X, O) (default 1).</source>
        <translation>Wer beginnt: 1 bis P oder ein Zeichen (X, O) (Standard 1).</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Board size N (an N×N board), 3 to %1 (default 3).</source>
        <translation>Brettgröße N (ein N×N-Brett), 3 bis %1 (Standard 3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exactly K in a row wins; longer runs do not (--rule exact).</source>
        <translation>Genau K in einer Reihe gewinnen, längere Reihen nicht (--rule exact).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rule: freestyle (K or more wins), exact, or renju (two players, K=5: the first player wins with exactly five and may not make an overline, a double four or a double three).</source>
        <translation>Die Regel: freestyle (K oder mehr gewinnen), exact oder renju (zwei Spieler, K=5: der erste Spieler gewinnt nur mit genau fünf und darf keine Überlänge, keine Doppelvier und keine Doppeldrei bilden).</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>--%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>--%1 muss eine ganze Zahl von %2 bis %3 sein, nicht „%4“</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>--exact and --rule %1 contradict each other</source>
        <translation>--exact und --rule %1 widersprechen sich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--rule must be freestyle, exact or renju, not &apos;%1&apos;</source>
        <translation>--rule muss freestyle, exact oder renju sein, nicht „%1“</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--first must be 1 to %1 or a player&apos;s mark, not &apos;%2&apos;</source>
        <translation>--first muss 1 bis %1 oder das Zeichen eines Spielers sein, nicht „%2“</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1x%1, K=%2, %3 players</source>
        <translation>%1x%1, K=%2, %3 Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, gravity</source>
        <translation>, Schwerkraft</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, exact K</source>
        <translation>, genau K</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, renju</source>
        <translation>, Renju</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, no early draw</source>
        <translation>, kein vorzeitiges Remis</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <location filename="../ui/controller/src/rules_text.cpp" line="+26"/>
        <source>engine %1</source>
        <translation>Engine %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1×%1</source>
        <translation>%1×%1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>exactly %n in a row</source>
        <translation>
            <numerusform>genau %n in einer Reihe</numerusform>
            <numerusform>genau %n in einer Reihe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n in a row</source>
        <translation>
            <numerusform>%n in einer Reihe</numerusform>
            <numerusform>%n in einer Reihe</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>renju</source>
        <translation>Renju</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gravity</source>
        <translation>Schwerkraft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>early draw</source>
        <translation>frühes Remis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no early draw</source>
        <translation>kein frühes Remis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 starts</source>
        <translation>%1 beginnt</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n s per move</source>
        <translation>
            <numerusform>%n s pro Zug</numerusform>
            <numerusform>%n s pro Zug</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 (%2, %3)</source>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> vs </source>
        <translation> gegen </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The rules of this game</source>
        <translation>Die Regeln dieses Spiels</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The board has %1×%1 cells. %2 players take turns, each with a mark of their own:</source>
        <translation>Das Brett hat %1×%1 Felder. %2 Spieler ziehen abwechselnd, jeder mit einem eigenen Zeichen:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 moves first.</source>
        <translation>%1 zieht zuerst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Swap opening: %1 places the first three stones (X, O, X); then the other player chooses to play X or O, and play goes on.</source>
        <translation>Swap-Eröffnung: %1 setzt die ersten drei Steine (X, O, X); dann wählt der andere Spieler, ob er X oder O spielt, und das Spiel geht weiter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Swap2 opening: %1 places the first three stones (X, O, X); then the other player chooses to play X or O, or places two more stones (O, X) and lets %1 choose.</source>
        <translation>Swap2-Eröffnung: %1 setzt die ersten drei Steine (X, O, X); dann wählt der andere Spieler, ob er X oder O spielt, oder setzt zwei weitere Steine (O, X) und lässt %1 wählen.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>To win, fill a whole row, column or diagonal with your own mark: all %n cells of it.</source>
        <translation>
            <numerusform>Um zu gewinnen, fülle eine ganze Zeile, Spalte oder Diagonale mit deinem Zeichen: alle %n Felder davon.</numerusform>
            <numerusform>Um zu gewinnen, fülle eine ganze Zeile, Spalte oder Diagonale mit deinem Zeichen: alle %n Felder davon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>To win, be the first to get %n of your marks in an unbroken line: across, down or diagonally.</source>
        <translation>
            <numerusform>Um zu gewinnen, bringe als Erster %n deiner Zeichen in eine lückenlose Reihe: waagerecht, senkrecht oder diagonal.</numerusform>
            <numerusform>Um zu gewinnen, bringe als Erster %n deiner Zeichen in eine lückenlose Reihe: waagerecht, senkrecht oder diagonal.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Renju: %1 wins only with exactly five and may not play a move that makes a line of six or more, two fours at once, or two open threes at once (unless it also makes five); %2 wins with five or more.</source>
        <translation>Renju: %1 gewinnt nur mit genau fünf und darf keinen Zug machen, der eine Reihe von sechs oder mehr, zwei Vierer zugleich oder zwei offene Dreier zugleich bildet (außer er bildet auch fünf); %2 gewinnt mit fünf oder mehr.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Exactly %n: a line of more than %n marks does not win.</source>
        <translation>
            <numerusform>Genau %n: eine Reihe aus mehr als %n Zeichen gewinnt nicht.</numerusform>
            <numerusform>Genau %n: eine Reihe aus mehr als %n Zeichen gewinnt nicht.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A longer line wins as well.</source>
        <translation>Eine längere Reihe gewinnt ebenfalls.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gravity is on: a move chooses a column, and the mark drops to the lowest empty cell of that column. A full column cannot be chosen.</source>
        <translation>Schwerkraft ist an: Ein Zug wählt eine Spalte, und das Zeichen fällt auf das unterste freie Feld dieser Spalte. Eine volle Spalte kann nicht gewählt werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On your turn, put your mark on any empty cell.</source>
        <translation>Setze dein Zeichen, wenn du dran bist, auf ein beliebiges freies Feld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game ends in a draw as soon as no one can complete a line any more, even before the board is full.</source>
        <translation>Das Spiel endet unentschieden, sobald niemand mehr eine Reihe vollenden kann, auch bevor das Brett voll ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game goes on until someone wins or the board is full; a full board without a winner is a draw.</source>
        <translation>Das Spiel geht weiter, bis jemand gewinnt oder das Brett voll ist; ein volles Brett ohne Sieger ist unentschieden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With more than two players, the first to complete a line wins and all the others lose.</source>
        <translation>Bei mehr als zwei Spielern gewinnt, wer zuerst eine Reihe vollendet, und alle anderen verlieren.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Each person has %n seconds for a move.</source>
        <translation>
            <numerusform>Jeder Mensch hat %n Sekunde für einen Zug.</numerusform>
            <numerusform>Jeder Mensch hat %n Sekunden für einen Zug.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whoever runs out of time loses the game.</source>
        <translation>Wer die Zeit überschreitet, verliert das Spiel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the time runs out, a random move is played for them.</source>
        <translation>Läuft die Zeit ab, wird ein zufälliger Zug für ihn gespielt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no time limit.</source>
        <translation>Es gibt kein Zeitlimit.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Playing with the mouse</source>
        <translation>Spielen mit der Maus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click an empty cell to put your mark there.</source>
        <translation>Klicke auf ein freies Feld, um dein Zeichen dorthin zu setzen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With gravity, a click anywhere in a column drops the mark into it.</source>
        <translation>Mit Schwerkraft lässt ein Klick irgendwo in einer Spalte das Zeichen in sie fallen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hold Ctrl and turn the wheel to zoom; the scroll bars move a zoomed board.</source>
        <translation>Halte Strg gedrückt und drehe das Mausrad zum Zoomen; die Bildlaufleisten verschieben ein vergrößertes Brett.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing with the keyboard</source>
        <translation>Spielen mit der Tastatur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The arrow keys move the focus frame from cell to cell.</source>
        <translation>Die Pfeiltasten bewegen den Fokusrahmen von Feld zu Feld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter or Space plays the cell in the focus frame.</source>
        <translation>Eingabe oder Leertaste spielt das Feld im Fokusrahmen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home and End go to the ends of the row; Ctrl+Home and Ctrl+End to the first and the last cell.</source>
        <translation>Pos1 und Ende springen an die Enden der Zeile, Strg+Pos1 und Strg+Ende zum ersten und letzten Feld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page Up and Page Down move by a screenful of rows.</source>
        <translation>Bild auf und Bild ab bewegen um eine Bildschirmhöhe an Zeilen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl++ and Ctrl+− zoom in and out; Ctrl+0 fits the board to the window.</source>
        <translation>Strg++ und Strg+− vergrößern und verkleinern; Strg+0 passt das Brett ans Fenster an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Help during the game</source>
        <translation>Hilfe während des Spiels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint marks a good move with a dashed frame and says who wins with it. Undo takes back your last move together with the bots&apos; replies. The move list shows earlier positions. Game → Players changes who plays a seat, or a bot&apos;s level, without starting over. Help → Keyboard Shortcuts lists every shortcut.</source>
        <translation>Tipp markiert einen guten Zug mit einem gestrichelten Rahmen und sagt, wer damit gewinnt. Rückgängig nimmt deinen letzten Zug samt den Antworten der Bots zurück. Die Zugliste zeigt frühere Stellungen. Spiel → Spieler ändert, wer einen Platz spielt, oder die Stufe eines Bots, ohne neu zu beginnen. Hilfe → Tastenkürzel listet alle Tastenkürzel auf.</translation>
    </message>
</context>
<context>
    <name>Solve</name>
    <message>
        <location filename="../app/cli/solve.cpp" line="+38"/>
        <source>no proven result to write as a strategy</source>
        <translation>kein bewiesenes Ergebnis, das als Strategie geschrieben werden kann</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>strategies are written for two players only</source>
        <translation>Strategien werden nur für zwei Spieler geschrieben</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the strategy could not be written: %1</source>
        <translation>die Strategie konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>„%1“ kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the game is over: %1 won</source>
        <translation>die Partie ist vorbei: %1 hat gewonnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is over: a draw</source>
        <translation>die Partie ist vorbei: Remis</translation>
    </message>
    <message>
        <location filename="../app/cli/positions.cpp" line="+53"/>
        <source>move %1: %2</source>
        <translation>Zug %1: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>move %1 &apos;%2&apos;: under gravity the mark would land on %3</source>
        <translation>Zug %1 &apos;%2&apos;: mit Schwerkraft würde das Zeichen auf %3 landen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>move %1 &apos;%2&apos; cannot be played: %3</source>
        <translation>Zug %1 „%2“ kann nicht gespielt werden: %3</translation>
    </message>
    <message>
        <location filename="../app/cli/solve.cpp" line="+28"/>
        <source>Position: %1, after %2 moves
</source>
        <translation>Stellung: %1, nach %2 Zügen
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>win for %1 (to move)</source>
        <translation>Sieg für %1 (am Zug)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loss for %1 (to move)</source>
        <translation>Niederlage für %1 (am Zug)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown (heuristic score %1 for %2)</source>
        <translation>unbekannt (heuristische Bewertung %1 für %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Value:     %1
</source>
        <translation>Wert:       %1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Proven:    %1
</source>
        <translation>Bewiesen:   %1
</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model:     paranoid (the other players play together against %1)
</source>
        <translation>Modell:     paranoid (die anderen Spieler spielen gemeinsam gegen %1)
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model:     exact
</source>
        <translation>Modell:     exakt
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Distance:  at most %1 plies
</source>
        <translation>Abstand:    höchstens %1 Halbzüge
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Distance:  %1 plies
</source>
        <translation>Abstand:    %1 Halbzüge
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best move: %1
</source>
        <translation>Bester Zug: %1
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Depth:     %1
</source>
        <translation>Tiefe:      %1
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes:     %1
</source>
        <translation>Knoten:     %1
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:      %1 ms
</source>
        <translation>Zeit:       %1 ms
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory:    table %1 MiB, peak resident %2 MiB
</source>
        <translation>Speicher:   Tabelle %1 MiB, höchstens belegt %2 MiB
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Strategy:  %1 records written
</source>
        <translation>Strategie:  %1 Einträge geschrieben
</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../ui/controller/src/statistics.cpp" line="+31"/>
        <source>draws</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Draws</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>StatusText</name>
    <message>
        <location filename="../ui/controller/src/status_text.cpp" line="+11"/>
        <location line="+209"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-197"/>
        <source>%1 chooses: play X, play O or place two more stones</source>
        <translation>%1 wählt: X spielen, O spielen oder zwei weitere Steine setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 chooses: play X or play O</source>
        <translation>%1 wählt: X spielen oder O spielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 places %2&apos;s stone (%3 of %4)</source>
        <translation>%1 setzt einen Stein von %2 (%3 von %4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play X</source>
        <translation>X spielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play O</source>
        <translation>O spielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place two more stones</source>
        <translation>Zwei weitere Steine setzen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 forfeits: %2</source>
        <translation>%1 verliert kampflos: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 forfeits: %2 — %3 wins</source>
        <translation>%1 verliert kampflos: %2 — %3 gewinnt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ran out of time and loses</source>
        <translation>%1 hat die Zeit überschritten und verliert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw — no line can be won any more</source>
        <translation>Unentschieden – keine Reihe kann mehr gewonnen werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw — every free cell is forbidden to %1</source>
        <translation>Remis – jedes freie Feld ist für %1 verboten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw — the board is full</source>
        <translation>Unentschieden – das Brett ist voll</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Replay: move %1 of %2</source>
        <translation>Wiedergabe: Zug %1 von %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Viewing move %1 of %2 (read-only) — pick the last entry to resume</source>
        <translation>Zug %1 von %2 (nur Ansicht) – zum Weiterspielen den letzten Eintrag wählen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 was played for %2 because time ran out — %3</source>
        <translation>%1 wurde für %2 gespielt, weil die Zeit abgelaufen ist — %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 — thinking…</source>
        <translation>%1 – denkt nach…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paused — %1 to move</source>
        <translation>Pausiert – %1 ist am Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Looking for a hint for %1…</source>
        <translation>Suche einen Tipp für %1…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to move — hint: %2 (%3)</source>
        <translation>%1 ist am Zug – Tipp: %2 (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to move</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+14"/>
        <location line="+11"/>
        <location line="+13"/>
        <source>best guess</source>
        <translation>beste Schätzung</translation>
    </message>
    <message numerus="yes">
        <location line="-32"/>
        <source>wins in %n</source>
        <translation>
            <numerusform>gewinnt in %n Zug</numerusform>
            <numerusform>gewinnt in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>loses in %n</source>
        <translation>
            <numerusform>verliert in %n Zug</numerusform>
            <numerusform>verliert in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>draw with best play</source>
        <translation>Unentschieden bei bestem Spiel</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1, empty</source>
        <translation>%1, leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%1 wins in %n</source>
        <translation>
            <numerusform>%1 gewinnt in %n Zug</numerusform>
            <numerusform>%1 gewinnt in %n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 loses in %n at best</source>
        <translation>
            <numerusform>%1 verliert bestenfalls in %n Zug</numerusform>
            <numerusform>%1 verliert bestenfalls in %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The game is over: start a new game, or undo</source>
        <translation>Das Spiel ist vorbei: neues Spiel starten oder rückgängig machen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is a past position: go back to the game to play</source>
        <translation>Dies ist eine frühere Stellung: zurück zum Spiel, um zu spielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait: %1 is thinking…</source>
        <translation>Warte: %1 denkt nach…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not your turn: %1 to move</source>
        <translation>Nicht dein Zug: %1 ist am Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not on the board</source>
        <translation>%1 liegt nicht auf dem Brett</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already taken</source>
        <translation>%1 ist schon besetzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1 is full</source>
        <translation>Spalte %1 ist voll</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot hold a mark yet</source>
        <translation>%1 kann noch kein Zeichen tragen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is forbidden to %2 under renju: an overline, a double four or a double three</source>
        <translation>%1 ist %2 bei Renju verboten: Überlänge, Doppelvier oder Doppeldrei</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Last move: %1 %2</source>
        <translation>Letzter Zug: %1 %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 played %2. %3</source>
        <translation>%1 spielte %2. %3</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>after %n moves</source>
        <translation>
            <numerusform>nach %n Zug</numerusform>
            <numerusform>nach %n Zügen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <location filename="../ui/widgets/src/theme.cpp" line="+23"/>
        <source>System colours</source>
        <translation>Systemfarben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
</context>
<context>
    <name>Translations</name>
    <message>
        <location filename="../ui/i18n/src/translations.cpp" line="+102"/>
        <source>Unknown language &apos;%1&apos;. Available: %2.</source>
        <translation>Unbekannte Sprache „%1“. Verfügbar: %2.</translation>
    </message>
</context>
<context>
    <name>oxo::pbrain::EngineAnalyser</name>
    <message>
        <location filename="../ui/engines/src/engine_analyser.cpp" line="+48"/>
        <source>The game is over; there is nothing to analyse.</source>
        <translation>Die Partie ist vorbei; es gibt nichts zu analysieren.</translation>
    </message>
    <message>
        <location filename="../ui/engines/src/engine_analyser_replies.cpp" line="+37"/>
        <source>%1 sent a line longer than %2 bytes.</source>
        <translation>%1 hat eine Zeile mit mehr als %2 Bytes gesendet.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 refused a %2×%2 board: %3</source>
        <translation>%1 hat ein %2×%2-Brett abgelehnt: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 answered &quot;%2&quot; to START instead of OK.</source>
        <translation>%1 hat auf START mit „%2“ statt OK geantwortet.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 answered &quot;%2&quot;, which is not a move.</source>
        <translation>%1 hat „%2“ geantwortet, was kein Zug ist.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 answered the illegal move %2.</source>
        <translation>%1 hat mit dem unzulässigen Zug %2 geantwortet.</translation>
    </message>
    <message>
        <location filename="../ui/engines/src/engine_analyser.cpp" line="+184"/>
        <source>%1 crashed.</source>
        <translation>%1 ist abgestürzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 exited (exit code %2).</source>
        <translation>%1 wurde beendet (Exit-Code %2).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not start %1: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+26"/>
        <source>%1 did not answer within %2 ms.</source>
        <translation>%1 hat nicht innerhalb von %2 ms geantwortet.</translation>
    </message>
</context>
<context>
    <name>oxo::pbrain::EngineSession</name>
    <message>
        <location filename="../ui/engines/src/engine_session.cpp" line="+41"/>
        <source>The game is over; there is no move to ask for.</source>
        <translation>Das Spiel ist vorbei; es gibt keinen Zug mehr zu erfragen.</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>%1 sent a line longer than %2 bytes.</source>
        <translation>%1 hat eine Zeile mit mehr als %2 Bytes gesendet.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 refused a %2×%2 board: %3</source>
        <translation>%1 lehnt ein %2×%2-Brett ab: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 answered &quot;%2&quot; to START instead of OK.</source>
        <translation>%1 hat auf START mit „%2“ statt OK geantwortet.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 answered &quot;%2&quot;, which is not a move.</source>
        <translation>%1 hat „%2“ geantwortet, das ist kein Zug.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>that cell is taken</source>
        <translation>das Feld ist belegt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renju forbids it to black</source>
        <translation>Renju verbietet ihn Schwarz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not on the board</source>
        <translation>das Feld liegt außerhalb des Bretts</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played the illegal move %2: %3.</source>
        <translation>%1 hat den unzulässigen Zug %2 gespielt: %3.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 crashed.</source>
        <translation>%1 ist abgestürzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 exited (exit code %2).</source>
        <translation>%1 wurde beendet (Exit-Code %2).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not start %1: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 did not move within %2 ms.</source>
        <translation>%1 hat nicht innerhalb von %2 ms gezogen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 did not answer within %2 ms.</source>
        <translation>%1 hat nicht innerhalb von %2 ms geantwortet.</translation>
    </message>
</context>
<context>
    <name>oxo::ui::AnalysisDock</name>
    <message>
        <location filename="../ui/widgets/src/analysis_dock.cpp" line="+43"/>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Evaluation for the side to move</source>
        <translation>Bewertung für die Seite am Zug</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>OXO Hard</source>
        <translation>OXO Schwer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose &amp;Engine…</source>
        <translation>Programm &amp;wählen…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Analyser:</source>
        <translation>&amp;Analyse mit:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Lines:</source>
        <translation>&amp;Varianten:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best lines</source>
        <translation>Beste Varianten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>loses</source>
        <translation>verliert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colours of the cells, from losing to winning moves</source>
        <translation>Farben der Felder, von verlierenden bis zu gewinnenden Zügen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The engine was dropped: %1</source>
        <translation>Das Programm wurde verworfen: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose a Gomocup Engine</source>
        <translation>Gomocup-Programm wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gomocup engines (pbrain-*);;All files (*)</source>
        <translation>Gomocup-Programme (pbrain-*);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Analysis is off.</source>
        <translation>Die Analyse ist aus.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting while a bot thinks…</source>
        <translation>Warten, während ein Bot nachdenkt…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thinking…</source>
        <translation>Denke nach…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Depth %1 · %2 nodes · %3 nodes/s · %4 s%5</source>
        <translation>Tiefe %1 · %2 Knoten · %3 Knoten/s · %4 s%5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · searching</source>
        <translation> · sucht</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1. %2  %3</source>
        <translation>%1. %2  %3</translation>
    </message>
</context>
<context>
    <name>oxo::ui::AnalysisRunner</name>
    <message>
        <location filename="../ui/controller/src/analysis_runner.cpp" line="+58"/>
        <source>OXO Hard</source>
        <translation>OXO Schwer</translation>
    </message>
</context>
<context>
    <name>oxo::ui::BoardView</name>
    <message>
        <location filename="../ui/widgets/src/board_accessible.cpp" line="+53"/>
        <source>forbidden</source>
        <translation>verboten</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Game board, %1×%1</source>
        <translation>Spielbrett, %1×%1</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/board_view.cpp" line="+63"/>
        <source>Game board</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrow keys move, Enter or Space plays, Page Up and Page Down move by a screen</source>
        <translation>Pfeiltasten bewegen, Eingabe oder Leertaste spielt, Bild auf und Bild ab bewegen um einen Bildschirm</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the focus frame</source>
        <translation>Fokusrahmen bewegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter, Space</source>
        <translation>Eingabe, Leertaste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the cell in the focus frame</source>
        <translation>Das Feld im Fokusrahmen spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home, End</source>
        <translation>Pos1, Ende</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First or last cell of the row</source>
        <translation>Erstes oder letztes Feld der Zeile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Home, Ctrl+End</source>
        <translation>Strg+Pos1, Strg+Ende</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First or last cell of the board</source>
        <translation>Erstes oder letztes Feld des Bretts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page Up, Page Down</source>
        <translation>Bild auf, Bild ab</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Up or down by a screen</source>
        <translation>Einen Bildschirm hoch oder runter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+wheel</source>
        <translation>Strg+Mausrad</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom in or out</source>
        <translation>Vergrößern oder verkleinern</translation>
    </message>
</context>
<context>
    <name>oxo::ui::EndPanel</name>
    <message>
        <location filename="../ui/widgets/src/end_panel.cpp" line="+20"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide this panel to look at the final position</source>
        <translation>Diese Tafel ausblenden, um die Schlussstellung anzusehen</translation>
    </message>
</context>
<context>
    <name>oxo::ui::EvaluationDock</name>
    <message>
        <location filename="../ui/widgets/src/evaluation_dock.cpp" line="+142"/>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Players&apos; lines</source>
        <translation>Linien der Spieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review progress</source>
        <translation>Fortschritt der Auswertung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel Review</source>
        <translation>&amp;Auswertung abbrechen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The review was cancelled.</source>
        <translation>Die Auswertung wurde abgebrochen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There are no moves to review yet.</source>
        <translation>Es gibt noch keine Züge zum Auswerten.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reviewing the game…</source>
        <translation>Die Partie wird ausgewertet…</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Game → Analyse Game weighs every move and draws the game here.</source>
        <translation>Spiel → Spiel analysieren wägt jeden Zug ab und zeichnet die Partie hier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 moves weighed: %3, %4.</source>
        <translation>%1 von %2 Zügen gewogen: %3, %4.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n mistake(s) (?)</source>
        <translation>
            <numerusform>%n Fehler (?)</numerusform>
            <numerusform>%n Fehler (?)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s) (??)</source>
        <translation>
            <numerusform>%n grober Fehler (??)</numerusform>
            <numerusform>%n grobe Fehler (??)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>oxo::ui::EvaluationGraph</name>
    <message>
        <location line="-237"/>
        <source>Evaluation graph</source>
        <translation>Bewertungsverlauf</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n position(s) weighed, a line per player; click a point to show it</source>
        <translation>
            <numerusform>%n Stellung gewogen, eine Linie je Spieler; klicke auf einen Punkt, um sie zu zeigen</numerusform>
            <numerusform>%n Stellungen gewogen, eine Linie je Spieler; klicke auf einen Punkt, um sie zu zeigen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n position(s) weighed; click a point to show it</source>
        <translation>
            <numerusform>%n Stellung gewogen; klicke auf einen Punkt, um sie zu zeigen</numerusform>
            <numerusform>%n Stellungen gewogen; klicke auf einen Punkt, um sie zu zeigen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>oxo::ui::ExchangeCommands</name>
    <message>
        <location filename="../ui/widgets/src/exchange_commands.cpp" line="+37"/>
        <source>Paste Position</source>
        <translation>Stellung einfügen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pasted text is a legal game read in more than one way. Which is meant?</source>
        <translation>Der eingefügte Text ist eine gültige Partie, die sich auf mehrere Arten lesen lässt. Welche ist gemeint?</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Could Not Paste the Position</source>
        <translation>Stellung konnte nicht eingefügt werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no game OXO can play here:
%1</source>
        <translation>Die Zwischenablage enthält keine Partie, die OXO hier spielen kann:
%1</translation>
    </message>
    <message>
        <location line="+60"/>
        <location line="+29"/>
        <source>Export Image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Move &amp;numbers</source>
        <translation>Zug&amp;nummern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Coordinates</source>
        <translation>&amp;Koordinaten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>oxo-board.png</source>
        <translation>oxo-brett.png</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could Not Export the Image</source>
        <translation>Bild konnte nicht exportiert werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>oxo::ui::FileCommands</name>
    <message>
        <location filename="../ui/widgets/src/file_commands.cpp" line="+24"/>
        <source>OXO games (*.oxo)</source>
        <translation>OXO-Spiele (*.oxo)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Piskvork games (*.psq)</source>
        <translation>Piskvork-Spiele (*.psq)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SGF games (*.sgf)</source>
        <translation>SGF-Spiele (*.sgf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions, one game a line (*.txt)</source>
        <translation>Stellungen, eine Partie pro Zeile (*.txt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All games (*.oxo *.psq *.sgf *.txt)</source>
        <translation>Alle Spiele (*.oxo *.psq *.sgf *.txt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>game.oxo</source>
        <translation>spiel.oxo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Run a Program from a Game File?</source>
        <translation>Programm aus einer Partiedatei starten?</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Replace File?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 gibt es schon.
Möchten Sie die Datei ersetzen?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Run the Program</source>
        <translation>Programm starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let OXO&apos;s Bot Play</source>
        <translation>Bot von OXO spielen lassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do Not Open</source>
        <translation>Nicht öffnen</translation>
    </message>
</context>
<context>
    <name>oxo::ui::GameActions</name>
    <message>
        <location filename="../ui/widgets/src/game_actions.cpp" line="+59"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+185"/>
        <source>&amp;Pause Bots</source>
        <translation>Bots &amp;pausieren</translation>
    </message>
    <message>
        <location line="-183"/>
        <location line="+186"/>
        <source>Rep&amp;lay Game</source>
        <translation>Spiel &amp;abspielen</translation>
    </message>
    <message>
        <location line="-185"/>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;Coordinates</source>
        <translation>&amp;Koordinaten anzeigen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move &amp;Numbers</source>
        <translation>Z&amp;ugnummern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New Game from &amp;Opening…</source>
        <translation>Neues Spiel aus Eröffnun&amp;g…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Image…</source>
        <translation>Bild e&amp;xportieren…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analyse Ga&amp;me</source>
        <translation>Spiel anal&amp;ysieren</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pla&amp;yers</source>
        <translation>Spie&amp;ler</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Position</source>
        <translation>Stellung &amp;kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy Position for &amp;Analysis Boards</source>
        <translation>Stellung für &amp;Analysebretter kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste Position</source>
        <translation>Stellung &amp;einfügen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colou&amp;rs</source>
        <translation>&amp;Farben</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Spielanleitung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About OXO</source>
        <translation>&amp;Über OXO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>&amp;Werkzeugleiste</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;Out</source>
        <translation>Verklei&amp;nern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fit Board to Window</source>
        <translation>Brett ans Fenster an&amp;passen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animations</source>
        <translation>&amp;Animationen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&amp;Resume Bots</source>
        <translation>Bots &amp;fortsetzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop Rep&amp;lay</source>
        <translation>Wiedergabe &amp;anhalten</translation>
    </message>
</context>
<context>
    <name>oxo::ui::GameController</name>
    <message>
        <location filename="../ui/controller/src/game_controller_bots.cpp" line="+154"/>
        <source>%1 played a move OXO refused: %2</source>
        <translation>%1 hat einen Zug gespielt, den OXO nicht zulässt: %2</translation>
    </message>
    <message>
        <location filename="../ui/controller/src/game_controller_opening.cpp" line="+54"/>
        <source>No opening choice is due now</source>
        <translation>Jetzt ist keine Eröffnungswahl fällig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is a past position: go back to the game to choose</source>
        <translation>Dies ist eine frühere Stellung: geh zurück zur Partie, um zu wählen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not your choice: %1 chooses</source>
        <translation>Nicht deine Wahl: %1 wählt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That choice is not offered now</source>
        <translation>Diese Wahl steht jetzt nicht zur Verfügung</translation>
    </message>
</context>
<context>
    <name>oxo::ui::GameFiles</name>
    <message>
        <location filename="../ui/controller/src/game_files.cpp" line="+65"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The game saved automatically has a player that is a program on this computer:</source>
        <translation>In der automatisch gespeicherten Partie spielt ein Programm auf diesem Computer mit:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game file names a program on this computer as a player:</source>
        <translation>Diese Partiedatei nennt ein Programm auf diesem Computer als Spieler:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OXO runs it only if you agree. A game file can name any program, so run it only if you trust it. If you do not, OXO&apos;s Hard bot plays that seat instead.</source>
        <translation>OXO startet es nur mit Ihrer Zustimmung. Eine Partiedatei kann jedes beliebige Programm nennen; starten Sie es nur, wenn Sie ihm vertrauen. Andernfalls spielt der schwere Bot von OXO diesen Platz.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&quot;%1&quot;: %2</source>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Program Not Run</source>
        <translation>Programm nicht gestartet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OXO&apos;s Hard bot plays instead of:
%1</source>
        <translation>Statt dieser Programme spielt OXOs schwerer Bot:
%1</translation>
    </message>
    <message>
        <location line="+62"/>
        <location line="+14"/>
        <source>Could Not Open Game</source>
        <translation>Spiel konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Could not open %1:
%2</source>
        <translation>%1 konnte nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not open %1:
it cannot be played here: %2</source>
        <translation>%1 konnte nicht geöffnet werden:
es kann hier nicht gespielt werden: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could Not Save Game</source>
        <translation>Spiel konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not save %1:
%2
The old file, if any, is unchanged.</source>
        <translation>%1 konnte nicht gespeichert werden:
%2
Eine bereits vorhandene Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+14"/>
        <source>Autosaved Game Damaged</source>
        <translation>Automatisch gespeichertes Spiel beschädigt</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>The autosaved game could not be restored, so a new game starts.
%1</source>
        <translation>Das automatisch gespeicherte Spiel konnte nicht wiederhergestellt werden, daher beginnt ein neues Spiel.
%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The autosaved game could not be restored, so a new game starts.</source>
        <translation>Das automatisch gespeicherte Spiel konnte nicht wiederhergestellt werden, daher beginnt ein neues Spiel.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Engine Not Used</source>
        <translation>Externes Programm nicht verwendet</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Autosave Failed</source>
        <translation>Automatisches Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game could not be autosaved:
%1</source>
        <translation>Das Spiel konnte nicht automatisch gespeichert werden:
%1</translation>
    </message>
</context>
<context>
    <name>oxo::ui::HowToPlayDialog</name>
    <message>
        <location filename="../ui/widgets/src/help_dialogs.cpp" line="+54"/>
        <source>How to Play</source>
        <translation>Spielanleitung</translation>
    </message>
</context>
<context>
    <name>oxo::ui::MainWindow</name>
    <message>
        <location filename="../ui/widgets/src/main_window.cpp" line="+142"/>
        <source>Start a New Game?</source>
        <translation>Neues Spiel starten?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open Another Game?</source>
        <translation>Ein anderes Spiel öffnen?</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>&amp;Moves</source>
        <translation>&amp;Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scor&amp;e</source>
        <translation>&amp;Spielstand</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ana&amp;lysis</source>
        <translation>Ana&amp;lyse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>E&amp;valuation Graph</source>
        <translation>&amp;Bewertungsverlauf</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The game in progress has not been saved. Save it before these settings start a new game?</source>
        <translation>Das laufende Spiel ist nicht gespeichert. Soll es gespeichert werden, bevor diese Einstellungen ein neues Spiel beginnen?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game in progress has not been saved. Save it before starting a new game?</source>
        <translation>Das laufende Spiel ist nicht gespeichert. Soll es vor dem neuen Spiel gespeichert werden?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game in progress has not been saved. Save it before opening another game?</source>
        <translation>Das laufende Spiel ist nicht gespeichert. Soll es gespeichert werden, bevor ein anderes Spiel geöffnet wird?</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>Your desktop asks for reduced motion</source>
        <translation>Deine Arbeitsumgebung wünscht weniger Bewegung</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>About OXO</source>
        <translation>Über OXO</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;h3&gt;OXO %1&lt;/h3&gt;&lt;p&gt;Tic-tac-toe on boards from 3×3 to 50×50, for two to four players, people or bots.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;OXO %1&lt;/h3&gt;&lt;p&gt;Tic-Tac-Toe auf Brettern von 3×3 bis 50×50, für zwei bis vier Spieler, Menschen oder Bots.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Copyright © 2026 The OXO developers.&lt;br&gt;Released under the MIT licence: free to use, copy, change and share, without any warranty.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Copyright © 2026 Die OXO-Entwickler.&lt;br&gt;Veröffentlicht unter der MIT-Lizenz: frei zu nutzen, zu kopieren, zu ändern und weiterzugeben, ohne jede Gewährleistung.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>oxo::ui::MoveListDock</name>
    <message>
        <location filename="../ui/widgets/src/move_list_dock.cpp" line="+35"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move list</source>
        <translation>Zugliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the Game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
</context>
<context>
    <name>oxo::ui::MoveListModel</name>
    <message>
        <location filename="../ui/controller/src/move_list_model.cpp" line="+35"/>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Better: %1</source>
        <translation>Besser: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, a blunder; better %2</source>
        <translation>%1, ein grober Fehler; besser %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, a mistake; better %2</source>
        <translation>%1, ein Fehler; besser %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 (better %3)</source>
        <translation>%1 %2 (besser %3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (time ran out)</source>
        <comment>a move the clock played</comment>
        <translation>%1 (Zeit abgelaufen)</translation>
    </message>
</context>
<context>
    <name>oxo::ui::OpeningChoiceDialog</name>
    <message>
        <location filename="../ui/widgets/src/opening_choice_dialog.cpp" line="+19"/>
        <source>You play X; the other player plays O and moves next.</source>
        <translation>Du spielst X; der andere Spieler spielt O und ist als Nächster am Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play O and move next.</source>
        <translation>Du spielst O und bist als Nächster am Zug.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You place an O and an X stone; then the other player chooses a colour.</source>
        <translation>Du setzt einen O- und einen X-Stein; dann wählt der andere Spieler eine Farbe.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play &amp;X</source>
        <translation>&amp;X spielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play &amp;O</source>
        <translation>&amp;O spielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place &amp;two more stones</source>
        <translation>&amp;Zwei weitere Steine setzen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose a Colour</source>
        <translation>Farbe wählen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, the opening stones are placed. Which colour do you play?</source>
        <translation>%1, die Eröffnungssteine sind gesetzt. Welche Farbe spielst du?</translation>
    </message>
</context>
<context>
    <name>oxo::ui::OpeningDialog</name>
    <message>
        <location filename="../ui/widgets/src/opening_dialog.cpp" line="+41"/>
        <source>New Game from Opening</source>
        <translation>Neues Spiel aus Eröffnung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Openings</source>
        <translation>Eröffnungen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Start Game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Random</source>
        <translation>&amp;Zufällig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;File…</source>
        <translation>&amp;Datei öffnen…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>OXO&apos;s openings</source>
        <translation>OXOs Eröffnungen</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1: %n opening(s) for this board.</source>
        <translation>
            <numerusform>%1: %n Eröffnung für dieses Brett.</numerusform>
            <numerusform>%1: %n Eröffnungen für dieses Brett.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n left out: they do not fit this board or its rules.</source>
        <translation>
            <numerusform>%n ausgelassen: sie passt nicht zu diesem Brett oder seinen Regeln.</numerusform>
            <numerusform>%n ausgelassen: sie passen nicht zu diesem Brett oder seinen Regeln.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the first %1 are listed.</source>
        <translation>Nur die ersten %1 werden aufgelistet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no opening for this board or its rules.</source>
        <translation>%1 hat keine Eröffnung für dieses Brett oder seine Regeln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no opening for this board or its rules; the list is unchanged.</source>
        <translation>%1 hat keine Eröffnung für dieses Brett oder seine Regeln; die Liste bleibt unverändert.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Open Opening File</source>
        <translation>Eröffnungsdatei öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening files (*.txt);;All files (*)</source>
        <translation>Eröffnungsdateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not open %1: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is too large for an opening file.</source>
        <translation>%1 ist zu groß für eine Eröffnungsdatei.</translation>
    </message>
</context>
<context>
    <name>oxo::ui::ScoreDock</name>
    <message>
        <location filename="../ui/widgets/src/score_dock.cpp" line="+17"/>
        <source>Score</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Statistics across runs</source>
        <translation>Statistik über alle Sitzungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Clear Statistics</source>
        <translation>Statistik löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the results of all games played so far?</source>
        <translation>Die Ergebnisse aller bisherigen Spiele vergessen?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This session:</source>
        <translation>Diese Sitzung:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no games finished yet</source>
        <translation>noch keine Spiele beendet</translation>
    </message>
</context>
<context>
    <name>oxo::ui::SettingsDialog</name>
    <message>
        <location filename="../ui/widgets/src/settings_dialog.cpp" line="+41"/>
        <source>Game Settings</source>
        <translation>Spieleinstellungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End as a draw when no line can be won any more</source>
        <translation>Unentschieden, sobald keine Reihe mehr gewonnen werden kann</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gravity: marks drop to the lowest free cell</source>
        <translation>Schwerkraft: Zeichen fallen auf das unterste freie Feld</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Freestyle: a longer run wins too</source>
        <translation>Freistil: eine längere Reihe gewinnt auch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact length: a longer run does not win</source>
        <translation>Exakte Länge: eine längere Reihe gewinnt nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Renju: the first player has forbidden moves</source>
        <translation>Renju: der erste Spieler hat verbotene Züge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;size:</source>
        <translation>&amp;Brettgröße:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Win length:</source>
        <translation>&amp;Gewinnlänge:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rule:</source>
        <translation>&amp;Regel:</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/widgets/src/settings_dialog_checks.cpp" line="+41"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Players:</source>
        <translation>&amp;Anzahl:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Who plays %1</source>
        <translation>Wer %1 spielt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pbrain-* executable</source>
        <translation>ausführbare pbrain-*-Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engine program for %1</source>
        <translation>Programm für %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the engine program for %1</source>
        <translation>Programm für %1 auswählen</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>S&amp;tarts:</source>
        <translation>&amp;Erster Zug:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The least time a bot takes per move, so bot games can be followed</source>
        <translation>Mindestzeit, die sich ein Bot pro Zug nimmt, damit man Bot-Partien folgen kann</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot pa&amp;use:</source>
        <translation>Bot-&amp;Pause:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How many of the processor&apos;s threads the Hard bot, hints, the analysis and game reviews may use: more think faster</source>
        <translation>Wie viele Threads des Prozessors der Bot „Schwer“, Tipps, die Analyse und die Auswertung von Partien nutzen dürfen: mehr denken schneller</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bot thr&amp;eads:</source>
        <translation>Bot-&amp;Threads:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The memory each outside engine is told it may use</source>
        <translation>Der Speicher, den jedes externe Programm nutzen darf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine &amp;memory:</source>
        <translation>&amp;Speicher für Programme:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Move clock</source>
        <translation>&amp;Zeitlimit pro Zug</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random move is played</source>
        <translation>Ein zufälliger Zug wird gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player loses</source>
        <translation>Der Spieler verliert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per move:</source>
        <translation>Zeit pro Zug:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When time runs out:</source>
        <translation>Wenn die Zeit abläuft:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Why the game cannot start</source>
        <translation>Warum die Partie nicht beginnen kann</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start New Game</source>
        <translation>Neues Spiel starten</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>With the win length equal to the board size no longer run exists.</source>
        <translation>Ist die Gewinnlänge gleich der Brettgröße, gibt es keine längere Reihe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Renju is played by two players, five in a row, without gravity.</source>
        <translation>Renju spielen zwei Spieler, fünf in einer Reihe, ohne Schwerkraft.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The first player may not make a line of six or more, two fours at once or two open threes at once, unless the move also makes five.</source>
        <translation>Der erste Spieler darf keine Reihe von sechs oder mehr, keine zwei Vierer zugleich und keine zwei offenen Dreier zugleich bilden, außer der Zug bildet auch fünf.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>an outside engine cannot play the swap openings.</source>
        <translation>ein externes Programm kann die Swap-Eröffnungen nicht spielen.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog_checks.cpp" line="+23"/>
        <source>%1 %2 is not possible (%3 to %4), so %5 is used.</source>
        <translation>%1 %2 ist nicht möglich (%3 bis %4), daher wird %5 verwendet.</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Board size</source>
        <translation>Brettgröße</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win length</source>
        <translation>Gewinnlänge</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bot pause</source>
        <translation>Bot-Pause</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bot threads</source>
        <translation>Bot-Threads</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Engine memory</source>
        <translation>Speicher für Programme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time per move</source>
        <translation>Zeit pro Zug</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2 is not possible (only %3), so %4 is used.</source>
        <translation>%1 %2 ist nicht möglich (nur %3), daher wird %4 verwendet.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 %2 is not possible: it can only be %3.</source>
        <translation>%1 %2 ist nicht möglich: es geht nur %3.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog.cpp" line="-91"/>
        <source>Choose a pbrain engine</source>
        <translation>pbrain-Programm auswählen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Gomocup engines (pbrain-*);;All files (*)</source>
        <translation>Gomocup-Programme (pbrain-*);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog_checks.cpp" line="-60"/>
        <source>Engine…</source>
        <translation>Programm…</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog.cpp" line="+105"/>
        <source>Outside engines are not offered: %1</source>
        <translation>Externe Programme stehen nicht zur Wahl: %1</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog_checks.cpp" line="+66"/>
        <source>%1 %2 is not possible: choose %3 to %4.</source>
        <translation>%1 %2 ist nicht möglich: wählen Sie %3 bis %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: enter a number from %2 to %3.</source>
        <translation>%1: geben Sie eine Zahl von %2 bis %3 ein.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Player %1 needs a name.</source>
        <translation>Spieler %1 braucht einen Namen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose the engine program for %1.</source>
        <translation>Wählen Sie das Programm für %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The engine for %1 is not an executable file.</source>
        <translation>Das Programm für %1 ist keine ausführbare Datei.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog.cpp" line="+28"/>
        <source>Not an executable file</source>
        <translation>Keine ausführbare Datei</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog_opening.cpp" line="+13"/>
        <source>None: players take turns from the first move</source>
        <translation>Keine: die Spieler ziehen abwechselnd ab dem ersten Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap: three stones, then the other player picks a colour</source>
        <translation>Swap: drei Steine, dann wählt der andere Spieler eine Farbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap2: as swap, or two more stones and the first player picks</source>
        <translation>Swap2: wie Swap, oder zwei weitere Steine und der erste Spieler wählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening rule</source>
        <translation>Eröffnungsregel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Opening:</source>
        <translation>Eröffn&amp;ung:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Who places the first stones and how the colours are then chosen</source>
        <translation>Wer die ersten Steine setzt und wie danach die Farben gewählt werden</translation>
    </message>
</context>
<context>
    <name>oxo::ui::ShortcutsDialog</name>
    <message>
        <location filename="../ui/widgets/src/help_dialogs.cpp" line="+21"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
</context>
<context>
    <name>oxo::ui::StatusPanel</name>
    <message>
        <location filename="../ui/widgets/src/status_panel.cpp" line="+26"/>
        <source>Game status</source>
        <translation>Spielstatus</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bot is thinking</source>
        <translation>Bot denkt nach</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Time left for this move: %1</source>
        <translation>Verbleibende Zeit für diesen Zug: %1</translation>
    </message>
</context>
</TS>
