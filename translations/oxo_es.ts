<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>Analyse</name>
    <message>
        <location filename="../app/cli/analyse.cpp" line="+32"/>
        <source>win in %1</source>
        <translation>victoria en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loss in %1</source>
        <translation>derrota en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw</source>
        <translation>tablas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>score ≤ %1</source>
        <translation>puntuación ≤ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>score ≥ %1</source>
        <translation>puntuación ≥ %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>score %1</source>
        <translation>puntuación %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Position: %1, after %2 moves
</source>
        <translation>Posición: %1, tras %2 jugadas
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the game is over
</source>
        <translation>la partida ha terminado
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to move; depth %2, %3 nodes, %4 ms
</source>
        <translation>juega %1; profundidad %2, %3 nodos, %4 ms
</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1. %2  %3  (depth %4)  %5
</source>
        <translation>%1. %2  %3  (profundidad %4)  %5
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Best move: %1 (nothing was ranked)
</source>
        <translation>Mejor jugada: %1 (no se clasificó nada)
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Forbidden to %1 (renju): %2
</source>
        <translation>Prohibidas para %1 (renju): %2
</translation>
    </message>
</context>
<context>
    <name>AnalysisText</name>
    <message numerus="yes">
        <location filename="../ui/controller/src/analysis_text.cpp" line="+52"/>
        <source>%1 wins in %n move(s) (proven)</source>
        <translation>
            <numerusform>%1 gana en %n jugada (demostrado)</numerusform>
            <numerusform>%1 gana en %n jugadas (demostrado)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins (proven)</source>
        <translation>%1 gana (demostrado)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 loses in %n move(s) (proven)</source>
        <translation>
            <numerusform>%1 pierde en %n jugada (demostrado)</numerusform>
            <numerusform>%1 pierde en %n jugadas (demostrado)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 loses (proven)</source>
        <translation>%1 pierde (demostrado)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw (proven)</source>
        <translation>Tablas (demostrado)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 to move: %2 (depth %3)</source>
        <translation>Juega %1: %2 (profundidad %3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Proven assuming the other players play together against the one to move.</source>
        <translation>Demostrado suponiendo que los demás jugadores juegan juntos contra el que tiene el turno.</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>wins in %n move(s)</source>
        <translation>
            <numerusform>gana en %n jugada</numerusform>
            <numerusform>gana en %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>loses in %n move(s)</source>
        <translation>
            <numerusform>pierde en %n jugada</numerusform>
            <numerusform>pierde en %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>draws</source>
        <translation>tablas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>score at most %1</source>
        <translation>puntuación como máximo %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>score at least %1</source>
        <translation>puntuación como mínimo %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>score %1</source>
        <translation>puntuación %1</translation>
    </message>
</context>
<context>
    <name>AppOptions</name>
    <message>
        <location filename="../app/oxo/main.cpp" line="+60"/>
        <source>Try &apos;oxo --help&apos; for the options.</source>
        <translation>Prueba «oxo --help» para ver las opciones.</translation>
    </message>
    <message>
        <location filename="../ui/options/src/app_options.cpp" line="+19"/>
        <source>Use language CODE (en, de, fr, es).</source>
        <translation>Usar el idioma CÓDIGO (en, de, fr, es).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CODE</source>
        <translation>CÓDIGO</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Tic-tac-toe on boards from 3×3 to %1×%1 for two to four players, people or bots.</source>
        <translation>Tres en raya en tableros de 3×3 a %1×%1 para dos a cuatro jugadores, personas o bots.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A game file (.oxo) to open.</source>
        <translation>Un archivo de partida (.oxo) para abrir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[FILE]</source>
        <translation>[ARCHIVO]</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Only one game file can be opened at a time.</source>
        <translation>Solo se puede abrir un archivo de partida a la vez.</translation>
    </message>
</context>
<context>
    <name>AutosaveStore</name>
    <message>
        <location filename="../ui/files/src/autosave_store.cpp" line="+116"/>
        <location line="+62"/>
        <source>Could not create the folder %1 for the automatic save.</source>
        <translation>No se pudo crear la carpeta %1 para el guardado automático.</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>The folder %1 cannot be used for the automatic save: %2</source>
        <translation>La carpeta %1 no se puede usar para el guardado automático: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 other OXO windows are open; this one does not save its game automatically.</source>
        <translation>Hay %1 otras ventanas de OXO abiertas; esta no guarda su partida automáticamente.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Could not write %1: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The game saved automatically could not be restored: %1. A new game is started; the damaged file was kept as %2.</source>
        <translation>No se pudo restaurar la partida guardada automáticamente: %1. Empieza una partida nueva; el archivo dañado se ha conservado como %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game saved automatically could not be restored: %1. A new game is started.</source>
        <translation>No se pudo restaurar la partida guardada automáticamente: %1. Empieza una partida nueva.</translation>
    </message>
</context>
<context>
    <name>Bench</name>
    <message>
        <location filename="../app/cli/bench.cpp" line="+103"/>
        <source>depth %1</source>
        <translation>prof. %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>best %1</source>
        <translation>mejor %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes</source>
        <translation>%1 nodos</translation>
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
        <translation>Nodos explorados: %1 (%2 ms)
</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/cli.cpp" line="+33"/>
        <location filename="../app/cli/convert.cpp" line="+42"/>
        <source>Try &apos;oxo-cli --help&apos; for the options.</source>
        <translation>Prueba «oxo-cli --help» para ver las opciones.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Print the result as JSON.</source>
        <translation>Mostrar el resultado en JSON.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language: en, de, fr or es (default: the system&apos;s).</source>
        <translation>Idioma: en, de, fr o es (por defecto: el del sistema).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>match: number of games (default 10).</source>
        <translation>match: número de partidas (por defecto 10).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>match, solve, analyse, review: threads Hard&apos;s search may use (default 1; more are stronger, but no longer give the same move every run).</source>
        <translation>match, solve, analyse, review: hilos que puede usar la búsqueda de Hard (por defecto 1; más la hacen más fuerte, pero ya no da la misma jugada en cada ejecución).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>match: seed for the bots&apos; random choices (default 1).</source>
        <translation>match: semilla de las decisiones aleatorias de los bots (por defecto 1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>solve: the moves played so far, e.g. &quot;b2 c3&quot;.</source>
        <translation>solve: las jugadas hechas hasta ahora, p. ej. «b2 c3».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bench: fail (exit 1) unless the signature is N.</source>
        <translation>bench: falla (código 1) si la firma no es N.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>analyse: how many best lines to show (default 1).</source>
        <translation>analyse: cuántas mejores líneas mostrar (1 por defecto).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>analyse: the value of every move, proven wherever the position can be solved.</source>
        <translation>analyse: el valor de cada jugada, probado dondequiera que la posición pueda resolverse.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>solve: write the strategies behind a proven two-player result to FILE.</source>
        <translation>solve: escribe en FICHERO las estrategias de un resultado demostrado para dos jugadores.</translation>
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
        <translation>OXO en la línea de órdenes.

  match   los bots juegan entre sí; muestra victorias, tablas, derrotas y tiempos de reflexión
  solve   el valor y la mejor jugada de una posición (tras --moves)
  analyse lo que vale cada jugada de una posición: mejores líneas, valores de casillas
  bench   explora posiciones fijas hasta profundidades fijas; muestra la firma de nodos
  convert ENTRADA SALIDA: una partida del archivo ENTRADA al archivo SALIDA, los formatos
          según sus sufijos: .oxo, .psq (Piskvork), .sgf, .txt (cadenas de posición)
  review FICHERO: cada jugada de una partida sopesada, con ? y ?? donde se
          desperdició algo</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>match, solve, analyse, bench, convert or review</source>
        <translation>match, solve, analyse, bench, convert o review</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Think time per move in ms (match: 100, solve: 10000, review: 200).</source>
        <translation>Tiempo de reflexión por jugada en ms (match: 100, solve: 10000, review: 200).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>analyse, review: search no deeper than D plies: the same answer on any machine, given time enough.</source>
        <translation>analyse, review: no buscar más allá de D medias jugadas: la misma respuesta en cualquier máquina, con tiempo suficiente.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>match: a file with one opening per line, as cells (&quot;h8 i9 h10&quot;) or as Gomocup&apos;s x,y offsets from the centre (&quot;0,0, 1,0, -1,1&quot;); each is played with both colours.</source>
        <translation>match: un archivo con una apertura por línea, como casillas («h8 i9 h10») o como desplazamientos x,y de Gomocup desde el centro («0,0, 1,0, -1,1»); cada una se juega con ambos colores.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>match: a game this long is adjudicated a draw (default: never).</source>
        <translation>match: una partida así de larga se declara tablas (por defecto: nunca).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>match: save every game as DIR/game-0001.oxo, ...</source>
        <translation>match: guarda cada partida como DIR/game-0001.oxo, …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>match: none, swap or swap2: the bots place the opening stones and choose colours (two players).</source>
        <translation>match: none, swap o swap2: los bots colocan las fichas de apertura y eligen los colores (dos jugadores).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>match: player %1: %2 (default: hard, medium, easy, easy).</source>
        <translation>match: jugador %1: %2 (por defecto: hard, medium, easy, easy).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>match: think time per move of player %1 in ms (default: --think-ms).</source>
        <translation>match: tiempo de reflexión por jugada del jugador %1 en ms (por defecto: --think-ms).</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>--moves belongs to solve, not match</source>
        <translation>--moves es de solve, no de match</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--strategy belongs to solve, not match</source>
        <translation>--strategy es de solve, no de match</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--%1 belongs to analyse, not match</source>
        <translation>--%1 pertenece a analyse, no a match</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>--%1 given, but there are only %2 players</source>
        <translation>se indicó --%1, pero solo hay %2 jugadores</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--opening-rule must be none, swap or swap2</source>
        <translation>--opening-rule debe ser none, swap o swap2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>game %1 of %2</source>
        <translation>partida %1 de %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--%1 belongs to match, not solve</source>
        <translation>--%1 es de match, no de solve</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--%1 belongs to analyse, not solve</source>
        <translation>--%1 pertenece a analyse, no a solve</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>--%1 does not belong to analyse</source>
        <translation>--%1 no pertenece a analyse</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>bench takes no rules, moves or games: its positions are fixed</source>
        <translation>bench no admite reglas, jugadas ni partidas: sus posiciones son fijas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bench searches with one thread: its signature must be the same on every run</source>
        <translation>bench busca con un solo hilo: su firma debe ser la misma en cada ejecución</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>oxo-cli: bench signature %1, expected %2: the search behaves differently; if that is intended, record the new signature</source>
        <translation>oxo-cli: firma de bench %1, se esperaba %2: la búsqueda se comporta de otro modo; si es intencionado, registre la nueva firma</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>convert takes two files: convert IN OUT</source>
        <translation>convert recibe dos archivos: convert ENTRADA SALIDA</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>convert takes no options, not --%1</source>
        <translation>convert no admite opciones, tampoco --%1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>no command given (match, solve, analyse, bench or convert)</source>
        <translation>no se indicó ninguna orden (match, solve, analyse, bench o convert)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown command &apos;%1&apos; (match, solve, analyse, bench or convert)</source>
        <translation>orden desconocida «%1» (match, solve, analyse, bench o convert)</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>one command at a time, not &apos;%1&apos;</source>
        <translation>un solo comando a la vez, no «%1»</translation>
    </message>
    <message>
        <location filename="../app/cli/convert.cpp" line="-3"/>
        <source>&apos;%1&apos; has no game file suffix (.oxo, .psq, .sgf or .txt)</source>
        <translation>«%1» no tiene sufijo de archivo de partida (.oxo, .psq, .sgf o .txt)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>could not read %1: %2</source>
        <translation>no se pudo leer %1: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>could not write %1: %2</source>
        <translation>no se pudo escribir %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 holds %2 positions; only the first was converted</source>
        <translation>%1 contiene %2 posiciones; solo se convirtió la primera</translation>
    </message>
</context>
<context>
    <name>EngineBot</name>
    <message>
        <location filename="../ui/engines/src/engine_bot.cpp" line="+47"/>
        <source>The engine was stopped.</source>
        <translation>El motor se ha detenido.</translation>
    </message>
</context>
<context>
    <name>EngineRules</name>
    <message>
        <location filename="../ui/engines/src/engine_rules.cpp" line="+19"/>
        <source>Outside engines play two-player games only.</source>
        <translation>Los motores externos solo juegan partidas de dos jugadores.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outside engines play five in a row only (K = 5).</source>
        <translation>Los motores externos solo juegan a cinco en raya (K = 5).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outside engines cannot play with gravity.</source>
        <translation>Los motores externos no pueden jugar con gravedad.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outside engines play on boards of %1 to %2 only.</source>
        <translation>Los motores externos solo juegan en tableros de %1 a %2.</translation>
    </message>
</context>
<context>
    <name>FileIo</name>
    <message>
        <location filename="../ui/files/src/file_io.cpp" line="+19"/>
        <source>it is a folder, not a regular file</source>
        <translation>es una carpeta, no un archivo normal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is a named pipe (FIFO), not a regular file</source>
        <translation>es una tubería con nombre (FIFO), no un archivo normal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is a device, not a regular file</source>
        <translation>es un dispositivo, no un archivo normal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is a socket, not a regular file</source>
        <translation>es un socket, no un archivo normal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>the file is read-only</source>
        <translation>el archivo es de solo lectura</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>a file of that name exists already</source>
        <translation>ya existe un archivo con ese nombre</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <location filename="../ui/files/src/game_file_disk.cpp" line="+27"/>
        <location line="+12"/>
        <source>cannot read the file: %1</source>
        <translation>no se puede leer el archivo: %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <location filename="../ui/files/src/game_file_reader.cpp" line="+76"/>
        <source>the file is too large (%1); a game file is at most %2</source>
        <translation>el archivo es demasiado grande (%1); un archivo de partida ocupa como máximo %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not write the game file: %1</source>
        <translation>No se pudo escribir el archivo de partida: %1</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_reader.cpp" line="-40"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected %1, found %2</source>
        <translation>se esperaba %1 y se encontró %2</translation>
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
        <translation>true o false</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_texts.cpp" line="+0"/>
        <source>a number</source>
        <translation>un número</translation>
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
        <translation>texto</translation>
    </message>
    <message>
        <location line="-182"/>
        <location line="+97"/>
        <location line="+78"/>
        <location filename="../ui/files/src/game_file_texts.cpp" line="+0"/>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <location line="-207"/>
        <location line="+44"/>
        <location line="+59"/>
        <location line="+80"/>
        <location filename="../ui/files/src/game_file_texts.cpp" line="+0"/>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_texts.cpp" line="+2"/>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_reader.cpp" line="-308"/>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this is not an OXO game file: it is not valid JSON (%1 at byte %2)</source>
        <translation>no es un archivo de partida de OXO: el JSON no es válido (%1 en el byte %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this is not an OXO game file: it holds no JSON object</source>
        <translation>no es un archivo de partida de OXO: no contiene ningún objeto JSON</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>this is not an OXO game file (&quot;format&quot; is not &quot;oxo-game&quot;)</source>
        <translation>no es un archivo de partida de OXO («format» no es «oxo-game»)</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <location line="+74"/>
        <location line="+28"/>
        <source>a whole number</source>
        <translation>un número entero</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+32"/>
        <source>%1 is not a whole number</source>
        <translation>%1 no es un número entero</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>this file was written by a newer OXO (format version %1); this version reads format version %2</source>
        <translation>este archivo lo escribió una versión más reciente de OXO (versión de formato %1); esta versión lee la versión de formato %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not a valid format version (this version reads version %2)</source>
        <translation>%1 no es una versión de formato válida (esta versión lee la versión %2)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 is out of range %2 to %3</source>
        <translation>%1 no está entre %2 y %3</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&apos;%1&apos; is not a rule (freestyle, exact or renju)</source>
        <translation>«%1» no es una regla (freestyle, exact o renju)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; contradicts &quot;exactLength&quot;: true</source>
        <translation>«%1» contradice &quot;exactLength&quot;: true</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the rules are for %1 players but the file lists %2</source>
        <translation>las reglas son para %1 jugadores, pero el archivo indica %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&apos;%1&apos; is not a kind of player (human, easy, medium, hard or engine)</source>
        <translation>«%1» no es un tipo de jugador (human, easy, medium, hard o engine)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>an engine cannot play these rules: %1</source>
        <translation>un motor externo no puede jugar con estas reglas: %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an engine player needs the path of its program</source>
        <translation>un jugador de tipo motor necesita la ruta de su programa</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>expected &quot;random-move&quot; or &quot;lose&quot;</source>
        <translation>se esperaba «random-move» o «lose»</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>&apos;%1&apos; is not an opening rule (none, swap or swap2)</source>
        <translation>«%1» no es una regla de apertura (none, swap o swap2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>an outside engine cannot play the swap openings</source>
        <translation>un motor externo no puede jugar las aperturas swap</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&apos;%1&apos; is not an opening choice (x, o or place-two)</source>
        <translation>«%1» no es una elección de apertura (x, o o place-two)</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_texts.cpp" line="+7"/>
        <source>the game was already over</source>
        <translation>la partida ya había terminado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not that player&apos;s turn</source>
        <translation>no es el turno de ese jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that cell is outside the board</source>
        <translation>esa casilla está fuera del tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that cell is already taken</source>
        <translation>esa casilla ya está ocupada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that column is full</source>
        <translation>esa columna está llena</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with gravity on, a mark cannot stay there</source>
        <translation>con la gravedad activada, una ficha no puede quedarse ahí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renju forbids that move to the first player</source>
        <translation>el renju prohíbe esa jugada al primer jugador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the move is not allowed</source>
        <translation>la jugada no está permitida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>that is not a cell of this %1×%1 board (columns a to %2, rows 1 to %1)</source>
        <translation>no es una casilla de este tablero de %1×%1 (columnas de la a a la %2, filas de 1 a %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>that is not a cell name like &quot;b3&quot;</source>
        <translation>no es un nombre de casilla como «b3»</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_reader.cpp" line="-81"/>
        <source>%1 moves cannot fit on a board of %2 cells</source>
        <translation>%1 jugadas no caben en un tablero de %2 casillas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>move %1</source>
        <translation>jugada %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a cell name like &quot;b3&quot;</source>
        <translation>un nombre de casilla como «b3»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>move %1 (&apos;%2&apos;)</source>
        <translation>jugada %1 («%2»)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the game was already over after move %1</source>
        <translation>la partida ya había terminado tras la jugada %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with gravity on, the mark would land on %1</source>
        <translation>con la gravedad activada, la ficha caería en %1</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_review.cpp" line="+37"/>
        <location line="+76"/>
        <source>expected an object</source>
        <translation>se esperaba un objeto</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>a proven value must be win, draw or loss</source>
        <translation>un valor demostrado debe ser win, draw o loss</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a proven value needs a distance of 0 or more plies</source>
        <translation>un valor demostrado necesita una distancia de 0 o más medias jugadas</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a whole score</source>
        <translation>se esperaba una puntuación entera</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>expected a list</source>
        <translation>se esperaba una lista</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n review(s) for %1 move(s)</source>
        <translation>
            <numerusform>%n revisión para %1 jugada(s)</numerusform>
            <numerusform>%n revisiones para %1 jugada(s)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>expected a cell of this board</source>
        <translation>se esperaba una casilla de este tablero</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a mark is &quot;&quot;, &quot;?&quot; or &quot;??&quot;</source>
        <translation>una marca es «», «?» o «??»</translation>
    </message>
</context>
<context>
    <name>GameFormats</name>
    <message>
        <location filename="../ui/files/src/format_replay.cpp" line="+43"/>
        <location filename="../ui/files/src/game_formats.cpp" line="+110"/>
        <source>the file is too large (%1); a game file is at most %2</source>
        <translation>el archivo es demasiado grande (%1); un archivo de partida tiene como máximo %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 moves cannot fit on a board of %2 cells</source>
        <translation>%1 jugadas no caben en un tablero de %2 casillas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>move %1 (&apos;%2&apos;)</source>
        <translation>jugada %1 («%2»)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the game was already over after move %1</source>
        <translation>la partida ya había terminado tras la jugada %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is the other player&apos;s turn</source>
        <translation>es el turno del otro jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>with gravity on, the mark would land on %1</source>
        <translation>con la gravedad activada, la ficha caería en %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>OXO&apos;s own line: %1</source>
        <translation>línea propia de OXO: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OXO&apos;s own line: it must not hold moves</source>
        <translation>línea propia de OXO: no debe contener jugadas</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_formats.cpp" line="-67"/>
        <source>the boards of a positions file (15×15, 20×20) are larger than this reader allows</source>
        <translation>los tableros de un archivo de posiciones (15×15, 20×20) son más grandes de lo que este lector admite</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+70"/>
        <source>&apos;%1&apos; is not a game file&apos;s suffix (.oxo, .psq, .sgf or .txt)</source>
        <translation>«%1» no es un sufijo de archivo de partida (.oxo, .psq, .sgf o .txt)</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+11"/>
        <source>cannot read the file: %1</source>
        <translation>no se puede leer el archivo: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a position string needs at least one move</source>
        <translation>una cadena de posición necesita al menos una jugada</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Could not write the game file: %1</source>
        <translation>No se pudo escribir el archivo de partida: %1</translation>
    </message>
    <message>
        <location filename="../ui/files/src/position_text.cpp" line="+95"/>
        <source>Gomocup x,y pairs (from 0, top left)</source>
        <translation>pares x,y de Gomocup (desde 0, arriba a la izquierda)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>OXO notation (rows from the top)</source>
        <translation>notación de OXO (filas desde arriba)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>rows counted from the bottom (analysis board)</source>
        <translation>filas contadas desde abajo (tablero de análisis)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rows counted from the top (OXO)</source>
        <translation>filas contadas desde arriba (OXO)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>a whole game file</source>
        <translation>un archivo de partida completo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>this is not a list of moves like &quot;h8 h9&quot;, &quot;h8i9j10&quot; or &quot;7,7 8,8&quot;</source>
        <translation>esto no es una lista de jugadas como «h8 h9», «h8i9j10» o «7,7 8,8»</translation>
    </message>
    <message>
        <location filename="../ui/files/src/psq_format.cpp" line="+75"/>
        <source>this is not a Piskvork game file: its first line is not like &quot;Piskvorky 20x20, 0:0, 0&quot;</source>
        <translation>esto no es un archivo de partida de Piskvork: su primera línea no es como «Piskvorky 20x20, 0:0, 0»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the board is %1 by %2; OXO plays square boards only</source>
        <translation>el tablero es de %1 por %2; OXO solo juega en tableros cuadrados</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a %1×%1 board is out of range: OXO plays %2×%2 to %3×%3</source>
        <translation>un tablero de %1×%1 está fuera de rango: OXO juega de %2×%2 a %3×%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first line names seat %1 to move first; it must be 0 or 1</source>
        <translation>la primera línea indica que el puesto %1 mueve primero; debe ser 0 o 1</translation>
    </message>
    <message>
        <location line="+48"/>
        <location filename="../ui/files/src/sgf_format.cpp" line="+183"/>
        <source>more moves than the %1 cells of the board</source>
        <translation>más jugadas que las %1 casillas del tablero</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>OXO&apos;s own line is for a %1×%1 board, the first line for %2×%2</source>
        <translation>la línea propia de OXO es para un tablero de %1×%1, la primera línea para %2×%2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>a Piskvork file holds two players; this game has %1</source>
        <translation>un archivo de Piskvork contiene dos jugadores; esta partida tiene %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a Piskvork file cannot hold a game with gravity</source>
        <translation>un archivo de Piskvork no puede contener una partida con gravedad</translation>
    </message>
    <message>
        <location filename="../ui/files/src/sgf_format.cpp" line="-108"/>
        <source>RU[%1]: OXO does not play this Gomocup rule</source>
        <translation>RU[%1]: OXO no juega esta regla de Gomocup</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>GM[%1]: this SGF file is not of gomoku or renju (GM[4])</source>
        <translation>GM[%1]: este archivo SGF no es de gomoku ni de renju (GM[4])</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>SZ[%1]: OXO plays square boards of %2 to %3</source>
        <translation>SZ[%1]: OXO juega en tableros cuadrados de %2 a %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>OX is for a %1×%1 board, SZ for %2×%2</source>
        <translation>OX es para un tablero de %1×%1, SZ para %2×%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>OX: SGF points reach %1×%1 at most</source>
        <translation>OX: los puntos SGF llegan como máximo a %1×%1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: OXO does not read setup stones (AB, AW, AE), only moves (B, W)</source>
        <translation>%1: OXO no lee fichas de preparación (AB, AW, AE), solo jugadas (B, W)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>move %1 (&apos;%2&apos;): a pass; OXO games have none</source>
        <translation>jugada %1 («%2»): un pase; las partidas de OXO no tienen pases</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>SGF points reach %1×%1 at most; this board is %2×%2</source>
        <translation>los puntos SGF llegan como máximo a %1×%1; este tablero es de %2×%2</translation>
    </message>
    <message>
        <location filename="../ui/files/src/sgf_parse.cpp" line="+26"/>
        <source>not a valid SGF file: %1 (at byte %2)</source>
        <translation>no es un archivo SGF válido: %1 (en el byte %2)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>a value is not closed with &apos;]&apos;</source>
        <translation>un valor no está cerrado con «]»</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>a property has no value</source>
        <translation>una propiedad no tiene valor</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>it does not begin with &apos;(&apos;</source>
        <translation>no empieza con «(»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the game tree is not closed with &apos;)&apos;</source>
        <translation>el árbol de juego no está cerrado con «)»</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>more than %1 nodes</source>
        <translation>más de %1 nodos</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the game tree has no node</source>
        <translation>el árbol de juego no tiene ningún nodo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unexpected &apos;%1&apos;</source>
        <translation>«%1» inesperado</translation>
    </message>
</context>
<context>
    <name>GameSettings</name>
    <message>
        <location filename="../ui/controller/src/game_settings.cpp" line="+32"/>
        <source>You</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The swap openings need two players.</source>
        <translation>Las aperturas swap necesitan dos jugadores.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The swap openings need a win length of at least 4.</source>
        <translation>Las aperturas swap necesitan al menos 4 fichas en raya para ganar.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>an outside engine cannot play the swap openings.</source>
        <translation>un motor externo no puede jugar las aperturas swap.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No program is set.</source>
        <translation>No se ha indicado ningún programa.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 plays with OXO&apos;s Hard bot instead of the engine %2: %3</source>
        <translation>%1 juega con el bot difícil de OXO en lugar del motor %2: %3</translation>
    </message>
    <message>
        <location line="-171"/>
        <location line="+131"/>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../app/oxo/main.cpp" line="+51"/>
        <source>The settings file %1 cannot be used: %2. OXO starts with default settings and does not save them this time.</source>
        <translation>No se puede usar el archivo de ajustes %1: %2. OXO se inicia con los ajustes predeterminados y esta vez no los guarda.</translation>
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
        <translation>el bot falló: %1</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 players need %1 bots (--bot1 ... --bot%1)</source>
        <translation>%1 jugadores necesitan %1 bots (--bot1 ... --bot%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bot%1 %2: %3</source>
        <translation>bot%1 %2: %3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot create the directory &apos;%1&apos;</source>
        <translation>no se puede crear el directorio «%1»</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>bot%1 %2 refused the board, so the match stops: %3</source>
        <translation>bot%1 %2 rechazó el tablero, así que el encuentro se detiene: %3</translation>
    </message>
    <message>
        <location line="+45"/>
        <source> (not saved: %1)</source>
        <translation> (no guardada: %1)</translation>
    </message>
    <message>
        <location filename="../app/cli/match_report.cpp" line="+61"/>
        <source>bot%1 wins: %2 in a row</source>
        <translation>bot%1 gana: %2 en línea</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw: the board is full</source>
        <translation>tablas: el tablero está lleno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw: no line can be completed any more</source>
        <translation>tablas: ya no se puede completar ninguna línea</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw: every free cell is forbidden to the first player</source>
        <translation>tablas: todas las casillas libres están prohibidas para el primer jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw: adjudicated at the limit of %1 moves</source>
        <translation>tablas: declaradas al límite de %1 jugadas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bot%1 loses: illegal move %2</source>
        <translation>bot%1 pierde: jugada ilegal %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bot%1 loses: engine failure: %2</source>
        <translation>bot%1 pierde: fallo del motor: %2</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Game %1 (%2%3): %4, %5 moves</source>
        <translation>Partida %1 (%2%3): %4, %5 jugadas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, opening %1: %2</source>
        <translation>, apertura %1: %2</translation>
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
        <translation>Match: %1, %2 partidas, semilla %3, %4 ms por jugada
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
        <translation>Vict.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draws</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Losses</source>
        <translation>Derr.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win %</source>
        <translation>% vict</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avg think</source>
        <translation>Pens. medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest</source>
        <translation>Máximo</translation>
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
        <translation>  bot%1 piensa %2 ms por jugada
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  bot%1 lost %2 games by an illegal move or an engine failure
</source>
        <translation>  bot%1 perdió %2 partidas por una jugada ilegal o un fallo del motor
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  bot%1 used %2 % of its think time on the %3 moves it searched (neither forced nor proven)
</source>
        <translation>  bot%1 usó el %2 % de su tiempo de reflexión en las %3 jugadas que buscó (ni forzadas ni demostradas)
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>  bot%1 went over its think time on %2 of %3 moves
</source>
        <translation>  bot%1 superó su tiempo de reflexión en %2 de %3 jugadas
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Elo bot1 - bot2: at least %1 (95 %), score %2 %
</source>
        <translation>Elo bot1 - bot2: al menos %1 (95 %), puntuación %2 %
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elo bot1 - bot2: at most %1 (95 %), score %2 %
</source>
        <translation>Elo bot1 - bot2: como máximo %1 (95 %), puntuación %2 %
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Elo bot1 - bot2: %1 +- %2 (95 %, %3 to %4), score %5 %
</source>
        <translation>Elo bot1 - bot2: %1 +- %2 (95 %, %3 a %4), puntuación %5 %
</translation>
    </message>
    <message>
        <location filename="../app/cli/match_opening.cpp" line="+61"/>
        <source>--opening-rule and --openings cannot be combined</source>
        <translation>--opening-rule y --openings no se pueden combinar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: an outside engine cannot play the swap openings</source>
        <translation>%1: un motor externo no puede jugar las aperturas swap</translation>
    </message>
</context>
<context>
    <name>OpeningText</name>
    <message>
        <location filename="../ui/files/src/opening_lines.cpp" line="+39"/>
        <source>under gravity the mark would land on %1</source>
        <translation>con la gravedad, la ficha caería en %1</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Gomocup openings are x,y pairs, but this line has %n number(s)</source>
        <translation>
            <numerusform>las aperturas de Gomocup son pares x,y, pero esta línea tiene %n número</numerusform>
            <numerusform>las aperturas de Gomocup son pares x,y, pero esta línea tiene %n números</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the offset from the centre leaves this %1×%1 board</source>
        <translation>el desplazamiento desde el centro sale de este tablero de %1×%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+27"/>
        <source>the opening already ends the game</source>
        <translation>la apertura ya termina la partida</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1, line %2: %3</source>
        <translation>%1, línea %2: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, line %2, move &apos;%3&apos;: %4</source>
        <translation>%1, línea %2, jugada «%3»: %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has no openings</source>
        <translation>%1 no contiene aperturas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot read the opening file &apos;%1&apos;: %2</source>
        <translation>no se puede leer el archivo de aperturas «%1»: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the opening file &apos;%1&apos; is too large (%2); at most %3 are read</source>
        <translation>el archivo de aperturas «%1» es demasiado grande (%2); se leen como máximo %3</translation>
    </message>
</context>
<context>
    <name>PlayerSetup</name>
    <message>
        <location filename="../ui/files/src/player_setup.cpp" line="+82"/>
        <source>the name contains a control character, an invisible formatting character or broken text</source>
        <translation>el nombre contiene un carácter de control, un carácter de formato invisible o texto dañado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the name is %1 characters long; at most %2 are allowed</source>
        <translation>el nombre tiene %1 caracteres; se permiten como máximo %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the path is %1 characters long; at most %2 are allowed</source>
        <translation>la ruta tiene %1 caracteres; se permiten como máximo %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the path contains a control character, an invisible formatting character or broken text</source>
        <translation>la ruta contiene un carácter de control, un carácter de formato invisible o texto dañado</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the path must be absolute (start with /)</source>
        <translation>la ruta debe ser absoluta (empezar por /)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the program&apos;s path has a name ending in a space or a space other than the plain one, so it could be mistaken for another program</source>
        <translation>la ruta del programa tiene un nombre que termina en un espacio, o un espacio distinto del normal, así que podría confundirse con otro programa</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../app/cli/players.cpp" line="+36"/>
        <source>engine program &apos;%1&apos; does not exist or is not executable</source>
        <translation>el programa de motor «%1» no existe o no es ejecutable</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown player &apos;%1&apos; (expected %2)</source>
        <translation>jugador desconocido «%1» (se esperaba %2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>easy, medium, hard or engine:PATH (a pbrain-* Gomocup engine)</source>
        <translation>easy, medium, hard o engine:RUTA (un motor Gomocup pbrain-*)</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../app/cli/review.cpp" line="+45"/>
        <source>win in %1</source>
        <translation>victoria en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loss in %1</source>
        <translation>derrota en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw</source>
        <translation>tablas</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Try &apos;oxo-cli --help&apos; for the options.</source>
        <translation>Prueba «oxo-cli --help» para ver las opciones.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>review takes one game file: review FILE</source>
        <translation>review recibe un archivo de partida: review FICHERO</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--%1 does not belong to review</source>
        <translation>--%1 no corresponde a review</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--think-ms must be 1 to %1, not &apos;%2&apos;</source>
        <translation>--think-ms debe ser de 1 a %1, no «%2»</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--depth must be 1 to %1, not &apos;%2&apos;</source>
        <translation>--depth debe ser de 1 a %1, no «%2»</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot review %1: %2</source>
        <translation>no se puede revisar %1: %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Review of %1: %2 moves, Hard at %3 ms a position</source>
        <translation>Revisión de %1: %2 jugadas, Difícil a %3 ms por posición</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>better: %1</source>
        <translation>mejor: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n move(s) marked</source>
        <translation>
            <numerusform>%n jugada marcada</numerusform>
            <numerusform>%n jugadas marcadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesOptions</name>
    <message>
        <location filename="../ui/options/src/rules_options.cpp" line="+23"/>
        <source>Marks in a row to win, K (3 to N; default N).</source>
        <translation>Marcas en línea para ganar, K (de 3 a N; por defecto N).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of players, 2 to 4 (default 2).</source>
        <translation>Número de jugadores, de 2 a 4 (por defecto 2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marks drop to the lowest free cell of a column.</source>
        <translation>Las marcas caen a la casilla libre más baja de una columna.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play on when no line can be won any more.</source>
        <translation>Seguir jugando cuando ya no se puede ganar ninguna línea.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Who moves first: 1 to P, or a mark (X, O) (default 1).</source>
        <translation>Quién empieza: de 1 a P, o una marca (X, O) (por defecto 1).</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Board size N (an N×N board), 3 to %1 (default 3).</source>
        <translation>Tamaño del tablero N (un tablero N×N), de 3 a %1 (3 por defecto).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exactly K in a row wins; longer runs do not (--rule exact).</source>
        <translation>Gana exactamente K en línea; las líneas más largas no (--rule exact).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rule: freestyle (K or more wins), exact, or renju (two players, K=5: the first player wins with exactly five and may not make an overline, a double four or a double three).</source>
        <translation>La regla: freestyle (K o más gana), exact o renju (dos jugadores, K=5: el primer jugador gana solo con exactamente cinco y no puede hacer una línea larga, un doble cuatro ni un doble tres).</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>--%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>--%1 debe ser un número entero de %2 a %3, no «%4»</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>--exact and --rule %1 contradict each other</source>
        <translation>--exact y --rule %1 se contradicen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--rule must be freestyle, exact or renju, not &apos;%1&apos;</source>
        <translation>--rule debe ser freestyle, exact o renju, no «%1»</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--first must be 1 to %1 or a player&apos;s mark, not &apos;%2&apos;</source>
        <translation>--first debe ser de 1 a %1 o la marca de un jugador, no «%2»</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1x%1, K=%2, %3 players</source>
        <translation>%1x%1, K=%2, %3 jugadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, gravity</source>
        <translation>, gravedad</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, exact K</source>
        <translation>, K exacto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, renju</source>
        <translation>, renju</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, no early draw</source>
        <translation>, sin tablas anticipadas</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <location filename="../ui/controller/src/rules_text.cpp" line="+26"/>
        <source>engine %1</source>
        <translation>motor %1</translation>
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
            <numerusform>exactamente %n en línea</numerusform>
            <numerusform>exactamente %n en línea</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n in a row</source>
        <translation>
            <numerusform>%n en línea</numerusform>
            <numerusform>%n en línea</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>renju</source>
        <translation>renju</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gravity</source>
        <translation>gravedad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>early draw</source>
        <translation>tablas anticipadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no early draw</source>
        <translation>sin tablas anticipadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 starts</source>
        <translation>empieza %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n s per move</source>
        <translation>
            <numerusform>%n s por jugada</numerusform>
            <numerusform>%n s por jugada</numerusform>
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
        <translation> contra </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The rules of this game</source>
        <translation>Las reglas de esta partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The board has %1×%1 cells. %2 players take turns, each with a mark of their own:</source>
        <translation>El tablero tiene %1×%1 casillas. %2 jugadores juegan por turnos, cada uno con su propia marca:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 moves first.</source>
        <translation>%1 juega primero.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Swap opening: %1 places the first three stones (X, O, X); then the other player chooses to play X or O, and play goes on.</source>
        <translation>Apertura swap: %1 coloca las tres primeras fichas (X, O, X); luego el otro jugador elige jugar con X o con O, y la partida sigue.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Swap2 opening: %1 places the first three stones (X, O, X); then the other player chooses to play X or O, or places two more stones (O, X) and lets %1 choose.</source>
        <translation>Apertura swap2: %1 coloca las tres primeras fichas (X, O, X); luego el otro jugador elige jugar con X o con O, o coloca dos fichas más (O, X) y deja elegir a %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>To win, fill a whole row, column or diagonal with your own mark: all %n cells of it.</source>
        <translation>
            <numerusform>Para ganar, llena una fila, columna o diagonal entera con tu marca: sus %n casillas.</numerusform>
            <numerusform>Para ganar, llena una fila, columna o diagonal entera con tu marca: sus %n casillas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>To win, be the first to get %n of your marks in an unbroken line: across, down or diagonally.</source>
        <translation>
            <numerusform>Para ganar, sé el primero en poner %n de tus marcas en línea sin huecos: en horizontal, en vertical o en diagonal.</numerusform>
            <numerusform>Para ganar, sé el primero en poner %n de tus marcas en línea sin huecos: en horizontal, en vertical o en diagonal.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Renju: %1 wins only with exactly five and may not play a move that makes a line of six or more, two fours at once, or two open threes at once (unless it also makes five); %2 wins with five or more.</source>
        <translation>Renju: %1 gana solo con exactamente cinco y no puede hacer una jugada que forme una línea de seis o más, dos cuatros a la vez o dos treses abiertos a la vez (salvo que también forme cinco); %2 gana con cinco o más.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Exactly %n: a line of more than %n marks does not win.</source>
        <translation>
            <numerusform>Exactamente %n: una línea de más de %n marcas no gana.</numerusform>
            <numerusform>Exactamente %n: una línea de más de %n marcas no gana.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A longer line wins as well.</source>
        <translation>Una línea más larga también gana.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gravity is on: a move chooses a column, and the mark drops to the lowest empty cell of that column. A full column cannot be chosen.</source>
        <translation>La gravedad está activada: una jugada elige una columna y la marca cae a la casilla libre más baja de esa columna. No se puede elegir una columna llena.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On your turn, put your mark on any empty cell.</source>
        <translation>En tu turno, pon tu marca en cualquier casilla libre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game ends in a draw as soon as no one can complete a line any more, even before the board is full.</source>
        <translation>La partida termina en tablas en cuanto nadie puede completar ya una línea, aunque el tablero no esté lleno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game goes on until someone wins or the board is full; a full board without a winner is a draw.</source>
        <translation>La partida sigue hasta que alguien gana o el tablero se llena; un tablero lleno sin ganador es tablas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With more than two players, the first to complete a line wins and all the others lose.</source>
        <translation>Con más de dos jugadores, el primero que completa una línea gana y todos los demás pierden.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Each person has %n seconds for a move.</source>
        <translation>
            <numerusform>Cada persona tiene %n segundo por jugada.</numerusform>
            <numerusform>Cada persona tiene %n segundos por jugada.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whoever runs out of time loses the game.</source>
        <translation>Quien se queda sin tiempo pierde la partida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the time runs out, a random move is played for them.</source>
        <translation>Cuando se acaba el tiempo, se juega por él una jugada al azar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no time limit.</source>
        <translation>No hay límite de tiempo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Playing with the mouse</source>
        <translation>Jugar con el ratón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click an empty cell to put your mark there.</source>
        <translation>Haz clic en una casilla libre para poner allí tu marca.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With gravity, a click anywhere in a column drops the mark into it.</source>
        <translation>Con gravedad, un clic en cualquier punto de una columna deja caer la marca en ella.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hold Ctrl and turn the wheel to zoom; the scroll bars move a zoomed board.</source>
        <translation>Mantén Ctrl y gira la rueda para hacer zoom; las barras de desplazamiento mueven un tablero ampliado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing with the keyboard</source>
        <translation>Jugar con el teclado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The arrow keys move the focus frame from cell to cell.</source>
        <translation>Las flechas mueven el marco de foco de casilla en casilla.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter or Space plays the cell in the focus frame.</source>
        <translation>Intro o Espacio juega la casilla del marco de foco.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home and End go to the ends of the row; Ctrl+Home and Ctrl+End to the first and the last cell.</source>
        <translation>Inicio y Fin van a los extremos de la fila; Ctrl+Inicio y Ctrl+Fin a la primera y la última casilla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page Up and Page Down move by a screenful of rows.</source>
        <translation>Re Pág y Av Pág mueven una pantalla de filas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl++ and Ctrl+− zoom in and out; Ctrl+0 fits the board to the window.</source>
        <translation>Ctrl++ y Ctrl+− amplían y reducen; Ctrl+0 ajusta el tablero a la ventana.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Help during the game</source>
        <translation>Ayuda durante la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint marks a good move with a dashed frame and says who wins with it. Undo takes back your last move together with the bots&apos; replies. The move list shows earlier positions. Game → Players changes who plays a seat, or a bot&apos;s level, without starting over. Help → Keyboard Shortcuts lists every shortcut.</source>
        <translation>Pista marca una buena jugada con un marco discontinuo y dice quién gana con ella. Deshacer anula tu última jugada junto con las respuestas de los bots. La lista de jugadas muestra posiciones anteriores. Partida → Jugadores cambia quién juega un puesto, o el nivel de un bot, sin empezar de nuevo. Ayuda → Atajos de teclado muestra todos los atajos.</translation>
    </message>
</context>
<context>
    <name>Solve</name>
    <message>
        <location filename="../app/cli/solve.cpp" line="+38"/>
        <source>no proven result to write as a strategy</source>
        <translation>no hay resultado demostrado que escribir como estrategia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>strategies are written for two players only</source>
        <translation>las estrategias solo se escriben para dos jugadores</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the strategy could not be written: %1</source>
        <translation>no se pudo escribir la estrategia: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>no se puede escribir «%1»: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the game is over: %1 won</source>
        <translation>la partida ha terminado: ganó %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is over: a draw</source>
        <translation>la partida ha terminado: tablas</translation>
    </message>
    <message>
        <location filename="../app/cli/positions.cpp" line="+53"/>
        <source>move %1: %2</source>
        <translation>jugada %1: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>move %1 &apos;%2&apos;: under gravity the mark would land on %3</source>
        <translation>jugada %1 &apos;%2&apos;: con gravedad la marca caería en %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>move %1 &apos;%2&apos; cannot be played: %3</source>
        <translation>la jugada %1 «%2» no se puede hacer: %3</translation>
    </message>
    <message>
        <location filename="../app/cli/solve.cpp" line="+28"/>
        <source>Position: %1, after %2 moves
</source>
        <translation>Posición: %1, tras %2 jugadas
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>win for %1 (to move)</source>
        <translation>victoria para %1 (al turno)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loss for %1 (to move)</source>
        <translation>derrota para %1 (al turno)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>draw</source>
        <translation>tablas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown (heuristic score %1 for %2)</source>
        <translation>desconocido (puntuación heurística %1 para %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Value:     %1
</source>
        <translation>Valor:      %1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Proven:    %1
</source>
        <translation>Demostrado: %1
</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model:     paranoid (the other players play together against %1)
</source>
        <translation>Modelo:     paranoico (los demás jugadores juegan juntos contra %1)
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model:     exact
</source>
        <translation>Modelo:     exacto
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Distance:  at most %1 plies
</source>
        <translation>Distancia:  como mucho %1 medias jugadas
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Distance:  %1 plies
</source>
        <translation>Distancia:  %1 medias jugadas
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best move: %1
</source>
        <translation>Mejor:      %1
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Depth:     %1
</source>
        <translation>Profundidad:%1
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes:     %1
</source>
        <translation>Nodos:      %1
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:      %1 ms
</source>
        <translation>Tiempo:     %1 ms
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory:    table %1 MiB, peak resident %2 MiB
</source>
        <translation>Memoria:    tabla %1 MiB, pico residente %2 MiB
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Strategy:  %1 records written
</source>
        <translation>Estrategia: %1 registros escritos
</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../ui/controller/src/statistics.cpp" line="+31"/>
        <source>draws</source>
        <translation>empates</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Draws</source>
        <translation>Empates</translation>
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
        <translation>%1 elige: jugar con X, jugar con O o colocar dos fichas más</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 chooses: play X or play O</source>
        <translation>%1 elige: jugar con X o jugar con O</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 places %2&apos;s stone (%3 of %4)</source>
        <translation>%1 coloca una ficha de %2 (%3 de %4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play X</source>
        <translation>Jugar con X</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play O</source>
        <translation>Jugar con O</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place two more stones</source>
        <translation>Colocar dos fichas más</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 forfeits: %2</source>
        <translation>%1 pierde por abandono: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 forfeits: %2 — %3 wins</source>
        <translation>%1 pierde por abandono: %2 — gana %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ran out of time and loses</source>
        <translation>%1 se ha quedado sin tiempo y pierde</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins</source>
        <translation>%1 gana</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw — no line can be won any more</source>
        <translation>Empate: ya no se puede completar ninguna línea</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw — every free cell is forbidden to %1</source>
        <translation>Tablas: todas las casillas libres están prohibidas para %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw — the board is full</source>
        <translation>Empate: el tablero está lleno</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Replay: move %1 of %2</source>
        <translation>Repetición: jugada %1 de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Viewing move %1 of %2 (read-only) — pick the last entry to resume</source>
        <translation>Viendo la jugada %1 de %2 (solo lectura): elige la última entrada para continuar</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 was played for %2 because time ran out — %3</source>
        <translation>Se jugó %1 por %2 porque se acabó el tiempo — %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 — thinking…</source>
        <translation>%1: está pensando…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paused — %1 to move</source>
        <translation>En pausa: turno de %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Looking for a hint for %1…</source>
        <translation>Buscando una pista para %1…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to move — hint: %2 (%3)</source>
        <translation>Turno de %1 — pista: %2 (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to move</source>
        <translation>Turno de %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+14"/>
        <location line="+11"/>
        <location line="+13"/>
        <source>best guess</source>
        <translation>mejor estimación</translation>
    </message>
    <message numerus="yes">
        <location line="-32"/>
        <source>wins in %n</source>
        <translation>
            <numerusform>gana en %n jugada</numerusform>
            <numerusform>gana en %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>loses in %n</source>
        <translation>
            <numerusform>pierde en %n jugada</numerusform>
            <numerusform>pierde en %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>draw with best play</source>
        <translation>empate con juego perfecto</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1, empty</source>
        <translation>%1, vacía</translation>
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
            <numerusform>%1 gana en %n jugada</numerusform>
            <numerusform>%1 gana en %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 loses in %n at best</source>
        <translation>
            <numerusform>%1 pierde como mucho en %n jugada</numerusform>
            <numerusform>%1 pierde como mucho en %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The game is over: start a new game, or undo</source>
        <translation>La partida ha terminado: empieza otra o deshaz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is a past position: go back to the game to play</source>
        <translation>Es una posición pasada: vuelve a la partida para jugar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait: %1 is thinking…</source>
        <translation>Espera: %1 está pensando…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not your turn: %1 to move</source>
        <translation>No es tu turno: juega %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not on the board</source>
        <translation>%1 no está en el tablero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already taken</source>
        <translation>%1 ya está ocupada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1 is full</source>
        <translation>La columna %1 está llena</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot hold a mark yet</source>
        <translation>%1 aún no puede tener una marca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is forbidden to %2 under renju: an overline, a double four or a double three</source>
        <translation>%1 está prohibida para %2 en renju: línea larga, doble cuatro o doble tres</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Last move: %1 %2</source>
        <translation>Última jugada: %1 %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 played %2. %3</source>
        <translation>%1 jugó %2. %3</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>after %n moves</source>
        <translation>
            <numerusform>tras %n jugada</numerusform>
            <numerusform>tras %n jugadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <location filename="../ui/widgets/src/theme.cpp" line="+23"/>
        <source>System colours</source>
        <translation>Colores del sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
</context>
<context>
    <name>Translations</name>
    <message>
        <location filename="../ui/i18n/src/translations.cpp" line="+102"/>
        <source>Unknown language &apos;%1&apos;. Available: %2.</source>
        <translation>Idioma desconocido «%1». Disponibles: %2.</translation>
    </message>
</context>
<context>
    <name>oxo::pbrain::EngineAnalyser</name>
    <message>
        <location filename="../ui/engines/src/engine_analyser.cpp" line="+48"/>
        <source>The game is over; there is nothing to analyse.</source>
        <translation>La partida ha terminado; no hay nada que analizar.</translation>
    </message>
    <message>
        <location filename="../ui/engines/src/engine_analyser_replies.cpp" line="+37"/>
        <source>%1 sent a line longer than %2 bytes.</source>
        <translation>%1 envió una línea de más de %2 bytes.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 refused a %2×%2 board: %3</source>
        <translation>%1 rechazó un tablero de %2×%2: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 answered &quot;%2&quot; to START instead of OK.</source>
        <translation>%1 respondió «%2» a START en lugar de OK.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 answered &quot;%2&quot;, which is not a move.</source>
        <translation>%1 respondió «%2», que no es una jugada.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 answered the illegal move %2.</source>
        <translation>%1 respondió con la jugada ilegal %2.</translation>
    </message>
    <message>
        <location filename="../ui/engines/src/engine_analyser.cpp" line="+184"/>
        <source>%1 crashed.</source>
        <translation>%1 se ha bloqueado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 exited (exit code %2).</source>
        <translation>%1 terminó (código de salida %2).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not start %1: %2</source>
        <translation>No se pudo iniciar %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+26"/>
        <source>%1 did not answer within %2 ms.</source>
        <translation>%1 no respondió en %2 ms.</translation>
    </message>
</context>
<context>
    <name>oxo::pbrain::EngineSession</name>
    <message>
        <location filename="../ui/engines/src/engine_session.cpp" line="+41"/>
        <source>The game is over; there is no move to ask for.</source>
        <translation>La partida ha terminado; no hay ninguna jugada que pedir.</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>%1 sent a line longer than %2 bytes.</source>
        <translation>%1 envió una línea de más de %2 bytes.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 refused a %2×%2 board: %3</source>
        <translation>%1 rechazó un tablero de %2×%2: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 answered &quot;%2&quot; to START instead of OK.</source>
        <translation>%1 respondió «%2» a START en lugar de OK.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 answered &quot;%2&quot;, which is not a move.</source>
        <translation>%1 respondió «%2», que no es una jugada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>that cell is taken</source>
        <translation>la casilla está ocupada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renju forbids it to black</source>
        <translation>el renju se la prohíbe a negras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not on the board</source>
        <translation>está fuera del tablero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played the illegal move %2: %3.</source>
        <translation>%1 hizo la jugada ilegal %2: %3.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 crashed.</source>
        <translation>%1 se cerró inesperadamente.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 exited (exit code %2).</source>
        <translation>%1 terminó (código de salida %2).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not start %1: %2</source>
        <translation>No se pudo iniciar %1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 did not move within %2 ms.</source>
        <translation>%1 no jugó en menos de %2 ms.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 did not answer within %2 ms.</source>
        <translation>%1 no respondió en menos de %2 ms.</translation>
    </message>
</context>
<context>
    <name>oxo::ui::AnalysisDock</name>
    <message>
        <location filename="../ui/widgets/src/analysis_dock.cpp" line="+43"/>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Evaluation for the side to move</source>
        <translation>Evaluación para el bando que juega</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>OXO Hard</source>
        <translation>OXO Difícil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose &amp;Engine…</source>
        <translation>Elegir &amp;motor…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Analyser:</source>
        <translation>&amp;Analizador:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Lines:</source>
        <translation>&amp;Líneas:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best lines</source>
        <translation>Mejores líneas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>loses</source>
        <translation>pierde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins</source>
        <translation>gana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colours of the cells, from losing to winning moves</source>
        <translation>Colores de las casillas, de jugadas perdedoras a ganadoras</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The engine was dropped: %1</source>
        <translation>Se descartó el motor: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose a Gomocup Engine</source>
        <translation>Elegir un motor de Gomocup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gomocup engines (pbrain-*);;All files (*)</source>
        <translation>Motores de Gomocup (pbrain-*);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Analysis is off.</source>
        <translation>El análisis está desactivado.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting while a bot thinks…</source>
        <translation>Esperando mientras un bot piensa…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Depth %1 · %2 nodes · %3 nodes/s · %4 s%5</source>
        <translation>Profundidad %1 · %2 nodos · %3 nodos/s · %4 s%5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · searching</source>
        <translation> · buscando</translation>
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
        <translation>OXO Difícil</translation>
    </message>
</context>
<context>
    <name>oxo::ui::BoardView</name>
    <message>
        <location filename="../ui/widgets/src/board_accessible.cpp" line="+53"/>
        <source>forbidden</source>
        <translation>prohibida</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Game board, %1×%1</source>
        <translation>Tablero, %1×%1</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Column %1</source>
        <translation>Columna %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row %1</source>
        <translation>Fila %1</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/board_view.cpp" line="+63"/>
        <source>Game board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrow keys move, Enter or Space plays, Page Up and Page Down move by a screen</source>
        <translation>Las flechas mueven, Intro o Espacio juega, Re Pág y Av Pág mueven una pantalla</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>Arrow keys</source>
        <translation>Flechas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the focus frame</source>
        <translation>Mover el marco de foco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter, Space</source>
        <translation>Intro, Espacio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the cell in the focus frame</source>
        <translation>Jugar la casilla del marco de foco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home, End</source>
        <translation>Inicio, Fin</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First or last cell of the row</source>
        <translation>Primera o última casilla de la fila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Home, Ctrl+End</source>
        <translation>Ctrl+Inicio, Ctrl+Fin</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First or last cell of the board</source>
        <translation>Primera o última casilla del tablero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page Up, Page Down</source>
        <translation>Re Pág, Av Pág</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Up or down by a screen</source>
        <translation>Subir o bajar una pantalla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+rueda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom in or out</source>
        <translation>Ampliar o reducir</translation>
    </message>
</context>
<context>
    <name>oxo::ui::EndPanel</name>
    <message>
        <location filename="../ui/widgets/src/end_panel.cpp" line="+20"/>
        <source>Game over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide this panel to look at the final position</source>
        <translation>Ocultar este panel para ver la posición final</translation>
    </message>
</context>
<context>
    <name>oxo::ui::EvaluationDock</name>
    <message>
        <location filename="../ui/widgets/src/evaluation_dock.cpp" line="+142"/>
        <source>Evaluation</source>
        <translation>Evaluación</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Players&apos; lines</source>
        <translation>Líneas de los jugadores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review progress</source>
        <translation>Progreso de la revisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel Review</source>
        <translation>&amp;Cancelar revisión</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The review was cancelled.</source>
        <translation>Se canceló la revisión.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There are no moves to review yet.</source>
        <translation>Todavía no hay jugadas que revisar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reviewing the game…</source>
        <translation>Revisando la partida…</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Game → Analyse Game weighs every move and draws the game here.</source>
        <translation>Partida → Analizar partida sopesa cada jugada y dibuja la partida aquí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 moves weighed: %3, %4.</source>
        <translation>%1 de %2 jugadas sopesadas: %3, %4.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n mistake(s) (?)</source>
        <translation>
            <numerusform>%n error (?)</numerusform>
            <numerusform>%n errores (?)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s) (??)</source>
        <translation>
            <numerusform>%n error grave (??)</numerusform>
            <numerusform>%n errores graves (??)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>oxo::ui::EvaluationGraph</name>
    <message>
        <location line="-237"/>
        <source>Evaluation graph</source>
        <translation>Gráfico de evaluación</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n position(s) weighed, a line per player; click a point to show it</source>
        <translation>
            <numerusform>%n posición sopesada, una línea por jugador; haz clic en un punto para mostrarla</numerusform>
            <numerusform>%n posiciones sopesadas, una línea por jugador; haz clic en un punto para mostrarla</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n position(s) weighed; click a point to show it</source>
        <translation>
            <numerusform>%n posición sopesada; haz clic en un punto para mostrarla</numerusform>
            <numerusform>%n posiciones sopesadas; haz clic en un punto para mostrarla</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>oxo::ui::ExchangeCommands</name>
    <message>
        <location filename="../ui/widgets/src/exchange_commands.cpp" line="+37"/>
        <source>Paste Position</source>
        <translation>Pegar posición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pasted text is a legal game read in more than one way. Which is meant?</source>
        <translation>El texto pegado es una partida legal que se puede leer de más de una forma. ¿Cuál se quiere decir?</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Could Not Paste the Position</source>
        <translation>No se pudo pegar la posición</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no game OXO can play here:
%1</source>
        <translation>El portapapeles no contiene ninguna partida que OXO pueda jugar aquí:
%1</translation>
    </message>
    <message>
        <location line="+60"/>
        <location line="+29"/>
        <source>Export Image</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Move &amp;numbers</source>
        <translation>&amp;Números de jugada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Coordinates</source>
        <translation>&amp;Coordenadas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>oxo-board.png</source>
        <translation>oxo-tablero.png</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could Not Export the Image</source>
        <translation>No se pudo exportar la imagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not write %1: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
</context>
<context>
    <name>oxo::ui::FileCommands</name>
    <message>
        <location filename="../ui/widgets/src/file_commands.cpp" line="+24"/>
        <source>OXO games (*.oxo)</source>
        <translation>Partidas de OXO (*.oxo)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Piskvork games (*.psq)</source>
        <translation>Partidas de Piskvork (*.psq)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SGF games (*.sgf)</source>
        <translation>Partidas SGF (*.sgf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions, one game a line (*.txt)</source>
        <translation>Posiciones, una partida por línea (*.txt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All games (*.oxo *.psq *.sgf *.txt)</source>
        <translation>Todas las partidas (*.oxo *.psq *.sgf *.txt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open Game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>game.oxo</source>
        <translation>partida.oxo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save Game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Run a Program from a Game File?</source>
        <translation>¿Ejecutar un programa indicado por un archivo de partida?</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Replace File?</source>
        <translation>¿Reemplazar el archivo?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 ya existe.
¿Quiere reemplazarlo?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Run the Program</source>
        <translation>Ejecutar el programa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let OXO&apos;s Bot Play</source>
        <translation>Que juegue el bot de OXO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do Not Open</source>
        <translation>No abrir</translation>
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
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+185"/>
        <source>&amp;Pause Bots</source>
        <translation>Pausar &amp;bots</translation>
    </message>
    <message>
        <location line="-183"/>
        <location line="+186"/>
        <source>Rep&amp;lay Game</source>
        <translation>Repr&amp;oducir partida</translation>
    </message>
    <message>
        <location line="-185"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Guardar co&amp;mo…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;Coordinates</source>
        <translation>Mostrar &amp;coordenadas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move &amp;Numbers</source>
        <translation>Nú&amp;meros de jugada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New Game from &amp;Opening…</source>
        <translation>Nueva partida desde una ap&amp;ertura…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Image…</source>
        <translation>E&amp;xportar imagen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analyse Ga&amp;me</source>
        <translation>Ana&amp;lizar partida</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pla&amp;yers</source>
        <translation>&amp;Jugadores</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Position</source>
        <translation>&amp;Copiar posición</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy Position for &amp;Analysis Boards</source>
        <translation>Copiar posición para &amp;tableros de análisis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste Position</source>
        <translation>&amp;Pegar posición</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colou&amp;rs</source>
        <translation>C&amp;olores</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>&amp;Ayuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Cómo jugar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About OXO</source>
        <translation>&amp;Acerca de OXO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Toolbar</source>
        <translation>Barra de herramientas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>&amp;Barra de herramientas</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fit Board to Window</source>
        <translation>Ajustar el &amp;tablero a la ventana</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animations</source>
        <translation>A&amp;nimaciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Sound</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&amp;Resume Bots</source>
        <translation>&amp;Reanudar bots</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop Rep&amp;lay</source>
        <translation>Detener repr&amp;oducción</translation>
    </message>
</context>
<context>
    <name>oxo::ui::GameController</name>
    <message>
        <location filename="../ui/controller/src/game_controller_bots.cpp" line="+154"/>
        <source>%1 played a move OXO refused: %2</source>
        <translation>%1 ha hecho una jugada que OXO rechaza: %2</translation>
    </message>
    <message>
        <location filename="../ui/controller/src/game_controller_opening.cpp" line="+54"/>
        <source>No opening choice is due now</source>
        <translation>Ahora no toca elegir apertura</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is a past position: go back to the game to choose</source>
        <translation>Esta es una posición pasada: vuelve a la partida para elegir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not your choice: %1 chooses</source>
        <translation>No te toca elegir: elige %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That choice is not offered now</source>
        <translation>Esa opción no se ofrece ahora</translation>
    </message>
</context>
<context>
    <name>oxo::ui::GameFiles</name>
    <message>
        <location filename="../ui/controller/src/game_files.cpp" line="+65"/>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The game saved automatically has a player that is a program on this computer:</source>
        <translation>La partida guardada automáticamente tiene un jugador que es un programa de este ordenador:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game file names a program on this computer as a player:</source>
        <translation>Este archivo de partida nombra como jugador a un programa de este ordenador:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OXO runs it only if you agree. A game file can name any program, so run it only if you trust it. If you do not, OXO&apos;s Hard bot plays that seat instead.</source>
        <translation>OXO solo lo ejecuta si usted lo acepta. Un archivo de partida puede nombrar cualquier programa, así que ejecútelo solo si confía en él. Si no, el bot difícil de OXO juega en ese puesto.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&quot;%1&quot;: %2</source>
        <translation>«%1»: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Program Not Run</source>
        <translation>Programa no ejecutado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OXO&apos;s Hard bot plays instead of:
%1</source>
        <translation>El bot difícil de OXO juega en lugar de:
%1</translation>
    </message>
    <message>
        <location line="+62"/>
        <location line="+14"/>
        <source>Could Not Open Game</source>
        <translation>No se pudo abrir la partida</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Could not open %1:
%2</source>
        <translation>No se pudo abrir %1:
%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not open %1:
it cannot be played here: %2</source>
        <translation>No se pudo abrir %1:
no se puede jugar aquí: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could Not Save Game</source>
        <translation>No se pudo guardar la partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not save %1:
%2
The old file, if any, is unchanged.</source>
        <translation>No se pudo guardar %1:
%2
El archivo anterior, si existía, no ha cambiado.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+14"/>
        <source>Autosaved Game Damaged</source>
        <translation>Partida guardada automáticamente dañada</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>The autosaved game could not be restored, so a new game starts.
%1</source>
        <translation>No se pudo restaurar la partida guardada automáticamente, así que empieza una partida nueva.
%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The autosaved game could not be restored, so a new game starts.</source>
        <translation>No se pudo restaurar la partida guardada automáticamente, así que empieza una partida nueva.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Engine Not Used</source>
        <translation>Motor externo no utilizado</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Autosave Failed</source>
        <translation>Error en el guardado automático</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game could not be autosaved:
%1</source>
        <translation>No se pudo guardar automáticamente la partida:
%1</translation>
    </message>
</context>
<context>
    <name>oxo::ui::HowToPlayDialog</name>
    <message>
        <location filename="../ui/widgets/src/help_dialogs.cpp" line="+54"/>
        <source>How to Play</source>
        <translation>Cómo jugar</translation>
    </message>
</context>
<context>
    <name>oxo::ui::MainWindow</name>
    <message>
        <location filename="../ui/widgets/src/main_window.cpp" line="+142"/>
        <source>Start a New Game?</source>
        <translation>¿Empezar una partida nueva?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open Another Game?</source>
        <translation>¿Abrir otra partida?</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>&amp;Moves</source>
        <translation>&amp;Jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scor&amp;e</source>
        <translation>&amp;Puntuación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ana&amp;lysis</source>
        <translation>Aná&amp;lisis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>E&amp;valuation Graph</source>
        <translation>&amp;Gráfico de evaluación</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The game in progress has not been saved. Save it before these settings start a new game?</source>
        <translation>La partida en curso no se ha guardado. ¿Guardarla antes de que estos ajustes empiecen una partida nueva?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game in progress has not been saved. Save it before starting a new game?</source>
        <translation>La partida en curso no se ha guardado. ¿Guardarla antes de empezar una partida nueva?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game in progress has not been saved. Save it before opening another game?</source>
        <translation>La partida en curso no se ha guardado. ¿Guardarla antes de abrir otra partida?</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>Your desktop asks for reduced motion</source>
        <translation>Tu escritorio pide reducir el movimiento</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>About OXO</source>
        <translation>Acerca de OXO</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;h3&gt;OXO %1&lt;/h3&gt;&lt;p&gt;Tic-tac-toe on boards from 3×3 to 50×50, for two to four players, people or bots.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;OXO %1&lt;/h3&gt;&lt;p&gt;Tres en raya en tableros de 3×3 a 50×50, de dos a cuatro jugadores, personas o bots.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Copyright © 2026 The OXO developers.&lt;br&gt;Released under the MIT licence: free to use, copy, change and share, without any warranty.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Copyright © 2026 Los desarrolladores de OXO.&lt;br&gt;Publicado con la licencia MIT: libre de usar, copiar, modificar y compartir, sin ninguna garantía.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>oxo::ui::MoveListDock</name>
    <message>
        <location filename="../ui/widgets/src/move_list_dock.cpp" line="+35"/>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move list</source>
        <translation>Lista de jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the Game</source>
        <translation>Volver a la partida</translation>
    </message>
</context>
<context>
    <name>oxo::ui::MoveListModel</name>
    <message>
        <location filename="../ui/controller/src/move_list_model.cpp" line="+35"/>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Better: %1</source>
        <translation>Mejor: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, a blunder; better %2</source>
        <translation>%1, un error grave; mejor %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, a mistake; better %2</source>
        <translation>%1, un error; mejor %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 (better %3)</source>
        <translation>%1 %2 (mejor %3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (time ran out)</source>
        <comment>a move the clock played</comment>
        <translation>%1 (se acabó el tiempo)</translation>
    </message>
</context>
<context>
    <name>oxo::ui::OpeningChoiceDialog</name>
    <message>
        <location filename="../ui/widgets/src/opening_choice_dialog.cpp" line="+19"/>
        <source>You play X; the other player plays O and moves next.</source>
        <translation>Juegas con X; el otro jugador juega con O y mueve a continuación.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play O and move next.</source>
        <translation>Juegas con O y mueves a continuación.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You place an O and an X stone; then the other player chooses a colour.</source>
        <translation>Colocas una ficha O y una ficha X; luego el otro jugador elige un color.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play &amp;X</source>
        <translation>Jugar con &amp;X</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play &amp;O</source>
        <translation>Jugar con &amp;O</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place &amp;two more stones</source>
        <translation>Colocar &amp;dos fichas más</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose a Colour</source>
        <translation>Elegir un color</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, the opening stones are placed. Which colour do you play?</source>
        <translation>%1, las fichas de apertura están colocadas. ¿Con qué color juegas?</translation>
    </message>
</context>
<context>
    <name>oxo::ui::OpeningDialog</name>
    <message>
        <location filename="../ui/widgets/src/opening_dialog.cpp" line="+41"/>
        <source>New Game from Opening</source>
        <translation>Nueva partida desde una apertura</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Openings</source>
        <translation>Aperturas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Start Game</source>
        <translation>&amp;Empezar partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Random</source>
        <translation>Al a&amp;zar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;File…</source>
        <translation>Abrir &amp;archivo…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>OXO&apos;s openings</source>
        <translation>Aperturas de OXO</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1: %n opening(s) for this board.</source>
        <translation>
            <numerusform>%1: %n apertura para este tablero.</numerusform>
            <numerusform>%1: %n aperturas para este tablero.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n left out: they do not fit this board or its rules.</source>
        <translation>
            <numerusform>%n omitida: no encaja con este tablero o sus reglas.</numerusform>
            <numerusform>%n omitidas: no encajan con este tablero o sus reglas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the first %1 are listed.</source>
        <translation>Solo se muestran las %1 primeras.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no opening for this board or its rules.</source>
        <translation>%1 no tiene ninguna apertura para este tablero o sus reglas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no opening for this board or its rules; the list is unchanged.</source>
        <translation>%1 no tiene ninguna apertura para este tablero o sus reglas; la lista no cambia.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Open Opening File</source>
        <translation>Abrir archivo de aperturas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening files (*.txt);;All files (*)</source>
        <translation>Ficheros de aperturas (*.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not open %1: %2</source>
        <translation>No se pudo abrir %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is too large for an opening file.</source>
        <translation>%1 es demasiado grande para un archivo de aperturas.</translation>
    </message>
</context>
<context>
    <name>oxo::ui::ScoreDock</name>
    <message>
        <location filename="../ui/widgets/src/score_dock.cpp" line="+17"/>
        <source>Score</source>
        <translation>Marcador</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All games</source>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Statistics across runs</source>
        <translation>Estadísticas de todas las sesiones</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Clear Statistics</source>
        <translation>Borrar estadísticas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the results of all games played so far?</source>
        <translation>¿Olvidar los resultados de todas las partidas jugadas hasta ahora?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This session:</source>
        <translation>Esta sesión:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no games finished yet</source>
        <translation>aún no ha terminado ninguna partida</translation>
    </message>
</context>
<context>
    <name>oxo::ui::SettingsDialog</name>
    <message>
        <location filename="../ui/widgets/src/settings_dialog.cpp" line="+41"/>
        <source>Game Settings</source>
        <translation>Configuración de la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End as a draw when no line can be won any more</source>
        <translation>Empate en cuanto ya no se pueda completar ninguna línea</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gravity: marks drop to the lowest free cell</source>
        <translation>Gravedad: las fichas caen a la casilla libre más baja</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Freestyle: a longer run wins too</source>
        <translation>Libre: una línea más larga también gana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact length: a longer run does not win</source>
        <translation>Longitud exacta: una línea más larga no gana</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Renju: the first player has forbidden moves</source>
        <translation>Renju: el primer jugador tiene jugadas prohibidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;size:</source>
        <translation>&amp;Tamaño del tablero:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Win length:</source>
        <translation>&amp;Fichas en raya para ganar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rule:</source>
        <translation>&amp;Regla:</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/widgets/src/settings_dialog_checks.cpp" line="+41"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Players:</source>
        <translation>&amp;Número:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Name of player %1</source>
        <translation>Nombre del jugador %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Who plays %1</source>
        <translation>Quién juega con %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pbrain-* executable</source>
        <translation>ejecutable pbrain-*</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engine program for %1</source>
        <translation>Motor para %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the engine program for %1</source>
        <translation>Elegir el motor para %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>S&amp;tarts:</source>
        <translation>&amp;Empieza:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The least time a bot takes per move, so bot games can be followed</source>
        <translation>Tiempo mínimo que tarda un bot en cada jugada, para poder seguir las partidas entre bots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot pa&amp;use:</source>
        <translation>&amp;Pausa de los bots:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How many of the processor&apos;s threads the Hard bot, hints, the analysis and game reviews may use: more think faster</source>
        <translation>Cuántos hilos del procesador pueden usar el bot Difícil, las pistas, el análisis y la revisión de partidas: con más piensan más rápido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bot thr&amp;eads:</source>
        <translation>&amp;Hilos de los bots:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The memory each outside engine is told it may use</source>
        <translation>La memoria que cada motor externo puede usar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine &amp;memory:</source>
        <translation>Memoria del m&amp;otor:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Move clock</source>
        <translation>Límite de tie&amp;mpo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random move is played</source>
        <translation>Se juega una jugada al azar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player loses</source>
        <translation>El jugador pierde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per move:</source>
        <translation>Tiempo por jugada:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When time runs out:</source>
        <translation>Cuando se acaba el tiempo:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Why the game cannot start</source>
        <translation>Por qué no puede empezar la partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>With the win length equal to the board size no longer run exists.</source>
        <translation>Si la longitud ganadora es igual al tamaño del tablero, no existe una línea más larga.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Renju is played by two players, five in a row, without gravity.</source>
        <translation>El renju lo juegan dos jugadores, cinco en línea, sin gravedad.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The first player may not make a line of six or more, two fours at once or two open threes at once, unless the move also makes five.</source>
        <translation>El primer jugador no puede hacer una línea de seis o más, dos cuatros a la vez ni dos treses abiertos a la vez, salvo que la jugada también forme cinco.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>an outside engine cannot play the swap openings.</source>
        <translation>un motor externo no puede jugar las aperturas swap.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog_checks.cpp" line="+23"/>
        <source>%1 %2 is not possible (%3 to %4), so %5 is used.</source>
        <translation>%1 %2 no es posible (de %3 a %4), así que se usa %5.</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Board size</source>
        <translation>Tamaño del tablero</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win length</source>
        <translation>Longitud ganadora</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bot pause</source>
        <translation>Pausa del bot</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bot threads</source>
        <translation>Hilos de los bots</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Engine memory</source>
        <translation>Memoria del motor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time per move</source>
        <translation>Tiempo por jugada</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2 is not possible (only %3), so %4 is used.</source>
        <translation>%1 %2 no es posible (solo %3), así que se usa %4.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 %2 is not possible: it can only be %3.</source>
        <translation>%1 %2 no es posible: solo puede ser %3.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog.cpp" line="-91"/>
        <source>Choose a pbrain engine</source>
        <translation>Elegir un motor pbrain</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Gomocup engines (pbrain-*);;All files (*)</source>
        <translation>Motores de Gomocup (pbrain-*);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog_checks.cpp" line="-60"/>
        <source>Engine…</source>
        <translation>Motor…</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog.cpp" line="+105"/>
        <source>Outside engines are not offered: %1</source>
        <translation>Los motores externos no están disponibles: %1</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog_checks.cpp" line="+66"/>
        <source>%1 %2 is not possible: choose %3 to %4.</source>
        <translation>%1 %2 no es posible: elija de %3 a %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: enter a number from %2 to %3.</source>
        <translation>%1: escriba un número de %2 a %3.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Player %1 needs a name.</source>
        <translation>El jugador %1 necesita un nombre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose the engine program for %1.</source>
        <translation>Elija el programa del motor para %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The engine for %1 is not an executable file.</source>
        <translation>El motor para %1 no es un archivo ejecutable.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog.cpp" line="+28"/>
        <source>Not an executable file</source>
        <translation>No es un archivo ejecutable</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog_opening.cpp" line="+13"/>
        <source>None: players take turns from the first move</source>
        <translation>Ninguna: los jugadores se turnan desde la primera jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap: three stones, then the other player picks a colour</source>
        <translation>Swap: tres fichas, luego el otro jugador elige un color</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap2: as swap, or two more stones and the first player picks</source>
        <translation>Swap2: como swap, o dos fichas más y elige el primer jugador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening rule</source>
        <translation>Regla de apertura</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Opening:</source>
        <translation>&amp;Apertura:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Who places the first stones and how the colours are then chosen</source>
        <translation>Quién coloca las primeras fichas y cómo se eligen después los colores</translation>
    </message>
</context>
<context>
    <name>oxo::ui::ShortcutsDialog</name>
    <message>
        <location filename="../ui/widgets/src/help_dialogs.cpp" line="+21"/>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Command</source>
        <translation>Orden</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
</context>
<context>
    <name>oxo::ui::StatusPanel</name>
    <message>
        <location filename="../ui/widgets/src/status_panel.cpp" line="+26"/>
        <source>Game status</source>
        <translation>Estado de la partida</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bot is thinking</source>
        <translation>El bot está pensando</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Time left for this move: %1</source>
        <translation>Tiempo restante para esta jugada: %1</translation>
    </message>
</context>
</TS>
