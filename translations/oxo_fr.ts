<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>Analyse</name>
    <message>
        <location filename="../app/cli/analyse.cpp" line="+32"/>
        <source>win in %1</source>
        <translation>gain en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loss in %1</source>
        <translation>perte en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw</source>
        <translation>nul</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>score ≤ %1</source>
        <translation>score ≤ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>score ≥ %1</source>
        <translation>score ≥ %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>score %1</source>
        <translation>score %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Position: %1, after %2 moves
</source>
        <translation>Position : %1, après %2 coups
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the game is over
</source>
        <translation>la partie est terminée
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to move; depth %2, %3 nodes, %4 ms
</source>
        <translation>%1 au trait ; profondeur %2, %3 nœuds, %4 ms
</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1. %2  %3  (depth %4)  %5
</source>
        <translation>%1. %2  %3  (profondeur %4)  %5
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Best move: %1 (nothing was ranked)
</source>
        <translation>Meilleur coup : %1 (rien n’a été classé)
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Forbidden to %1 (renju): %2
</source>
        <translation>Interdit à %1 (renju) : %2
</translation>
    </message>
</context>
<context>
    <name>AnalysisText</name>
    <message numerus="yes">
        <location filename="../ui/controller/src/analysis_text.cpp" line="+52"/>
        <source>%1 wins in %n move(s) (proven)</source>
        <translation>
            <numerusform>%1 gagne en %n coup (prouvé)</numerusform>
            <numerusform>%1 gagne en %n coups (prouvé)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins (proven)</source>
        <translation>%1 gagne (prouvé)</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%1 loses in %n move(s) (proven)</source>
        <translation>
            <numerusform>%1 perd en %n coup (prouvé)</numerusform>
            <numerusform>%1 perd en %n coups (prouvé)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 loses (proven)</source>
        <translation>%1 perd (prouvé)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw (proven)</source>
        <translation>Nulle (prouvée)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 to move: %2 (depth %3)</source>
        <translation>%1 au trait&#xa0;: %2 (profondeur %3)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Proven assuming the other players play together against the one to move.</source>
        <translation>Prouvé en supposant que les autres joueurs s’allient contre celui qui a le trait.</translation>
    </message>
    <message numerus="yes">
        <location line="+39"/>
        <source>wins in %n move(s)</source>
        <translation>
            <numerusform>gagne en %n coup</numerusform>
            <numerusform>gagne en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>loses in %n move(s)</source>
        <translation>
            <numerusform>perd en %n coup</numerusform>
            <numerusform>perd en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>draws</source>
        <translation>nulle</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>score at most %1</source>
        <translation>score au plus %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>score at least %1</source>
        <translation>score au moins %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>score %1</source>
        <translation>score %1</translation>
    </message>
</context>
<context>
    <name>AppOptions</name>
    <message>
        <location filename="../app/oxo/main.cpp" line="+60"/>
        <source>Try &apos;oxo --help&apos; for the options.</source>
        <translation>Essayez «&#xa0;oxo --help&#xa0;» pour voir les options.</translation>
    </message>
    <message>
        <location filename="../ui/options/src/app_options.cpp" line="+19"/>
        <source>Use language CODE (en, de, fr, es).</source>
        <translation>Utiliser la langue CODE (en, de, fr, es).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CODE</source>
        <translation>CODE</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Tic-tac-toe on boards from 3×3 to %1×%1 for two to four players, people or bots.</source>
        <translation>Morpion sur des plateaux de 3×3 à %1×%1 pour deux à quatre joueurs, humains ou bots.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A game file (.oxo) to open.</source>
        <translation>Un fichier de partie (.oxo) à ouvrir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>[FILE]</source>
        <translation>[FICHIER]</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Only one game file can be opened at a time.</source>
        <translation>Un seul fichier de partie peut être ouvert à la fois.</translation>
    </message>
</context>
<context>
    <name>AutosaveStore</name>
    <message>
        <location filename="../ui/files/src/autosave_store.cpp" line="+116"/>
        <location line="+62"/>
        <source>Could not create the folder %1 for the automatic save.</source>
        <translation>Impossible de créer le dossier %1 pour la sauvegarde automatique.</translation>
    </message>
    <message>
        <location line="-31"/>
        <source>The folder %1 cannot be used for the automatic save: %2</source>
        <translation>Le dossier %1 ne peut pas servir à l’enregistrement automatique&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 other OXO windows are open; this one does not save its game automatically.</source>
        <translation>%1 autres fenêtres OXO sont ouvertes ; celle-ci n’enregistre pas sa partie automatiquement.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Could not write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The game saved automatically could not be restored: %1. A new game is started; the damaged file was kept as %2.</source>
        <translation>La partie sauvegardée automatiquement n’a pas pu être restaurée&#xa0;: %1. Une nouvelle partie commence&#xa0;; le fichier endommagé a été conservé sous le nom %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game saved automatically could not be restored: %1. A new game is started.</source>
        <translation>La partie sauvegardée automatiquement n’a pas pu être restaurée&#xa0;: %1. Une nouvelle partie commence.</translation>
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
        <translation>meilleur %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 nodes</source>
        <translation>%1 nœuds</translation>
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
        <translation>Nœuds explorés&#xa0;: %1 (%2 ms)
</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <location filename="../app/cli/cli.cpp" line="+33"/>
        <location filename="../app/cli/convert.cpp" line="+42"/>
        <source>Try &apos;oxo-cli --help&apos; for the options.</source>
        <translation>Essayez «&#xa0;oxo-cli --help&#xa0;» pour voir les options.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Print the result as JSON.</source>
        <translation>Afficher le résultat en JSON.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Language: en, de, fr or es (default: the system&apos;s).</source>
        <translation>Langue&#xa0;: en, de, fr ou es (par défaut&#xa0;: celle du système).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>match: number of games (default 10).</source>
        <translation>match&#xa0;: nombre de parties (10 par défaut).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>match, solve, analyse, review: threads Hard&apos;s search may use (default 1; more are stronger, but no longer give the same move every run).</source>
        <translation>match, solve, analyse, review : fils d’exécution que la recherche de Hard peut utiliser (1 par défaut ; davantage la rend plus forte, mais elle ne donne plus le même coup à chaque exécution).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>match: seed for the bots&apos; random choices (default 1).</source>
        <translation>match&#xa0;: graine des choix aléatoires des bots (1 par défaut).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>solve: the moves played so far, e.g. &quot;b2 c3&quot;.</source>
        <translation>solve&#xa0;: les coups joués jusqu&apos;ici, p. ex. «&#xa0;b2 c3&#xa0;».</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bench: fail (exit 1) unless the signature is N.</source>
        <translation>bench&#xa0;: échoue (code 1) si la signature n’est pas N.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>analyse: how many best lines to show (default 1).</source>
        <translation>analyse : combien de meilleures lignes afficher (1 par défaut).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>analyse: the value of every move, proven wherever the position can be solved.</source>
        <translation>analyse : la valeur de chaque coup, prouvée partout où la position peut être résolue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>solve: write the strategies behind a proven two-player result to FILE.</source>
        <translation>solve&#xa0;: écrit dans FICHIER les stratégies d’un résultat prouvé à deux joueurs.</translation>
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
        <translation>OXO en ligne de commande.

  match   des bots s’affrontent&#xa0;; affiche victoires, nulles, défaites et temps de réflexion
  solve   la valeur et le meilleur coup d’une position (après --moves)
  analyse ce que vaut chaque coup d’une position&#xa0;: meilleures lignes, valeurs des cases
  bench   explore des positions fixes à des profondeurs fixes&#xa0;; affiche la signature des nœuds
  convert ENTRÉE SORTIE&#xa0;: une partie du fichier ENTRÉE vers le fichier SORTIE, les formats
          d’après leurs suffixes&#xa0;: .oxo, .psq (Piskvork), .sgf, .txt (chaînes de position)
  review FICHIER&#xa0;: chaque coup d’une partie pesé, avec ? et ?? là où l’on a
          gâché quelque chose</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>match, solve, analyse, bench, convert or review</source>
        <translation>match, solve, analyse, bench, convert ou review</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Think time per move in ms (match: 100, solve: 10000, review: 200).</source>
        <translation>Temps de réflexion par coup en ms (match&#xa0;: 100, solve&#xa0;: 10000, review&#xa0;: 200).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>analyse, review: search no deeper than D plies: the same answer on any machine, given time enough.</source>
        <translation>analyse, review&#xa0;: ne pas chercher plus loin que D demi-coups&#xa0;: la même réponse sur toute machine, avec assez de temps.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>match: a file with one opening per line, as cells (&quot;h8 i9 h10&quot;) or as Gomocup&apos;s x,y offsets from the centre (&quot;0,0, 1,0, -1,1&quot;); each is played with both colours.</source>
        <translation>match&#xa0;: un fichier avec une ouverture par ligne, en cases («&#xa0;h8 i9 h10&#xa0;») ou en décalages x,y de Gomocup depuis le centre («&#xa0;0,0, 1,0, -1,1&#xa0;»)&#xa0;; chacune est jouée avec les deux couleurs.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>match: a game this long is adjudicated a draw (default: never).</source>
        <translation>match&#xa0;: une partie aussi longue est déclarée nulle (par défaut&#xa0;: jamais).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>match: save every game as DIR/game-0001.oxo, ...</source>
        <translation>match&#xa0;: enregistre chaque partie sous RÉP/game-0001.oxo, …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>match: none, swap or swap2: the bots place the opening stones and choose colours (two players).</source>
        <translation>match&#xa0;: none, swap ou swap2&#xa0;: les bots posent les pierres d’ouverture et choisissent les couleurs (deux joueurs).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>match: player %1: %2 (default: hard, medium, easy, easy).</source>
        <translation>match&#xa0;: joueur %1&#xa0;: %2 (par défaut&#xa0;: hard, medium, easy, easy).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>match: think time per move of player %1 in ms (default: --think-ms).</source>
        <translation>match&#xa0;: temps de réflexion par coup du joueur %1 en ms (par défaut&#xa0;: --think-ms).</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>--moves belongs to solve, not match</source>
        <translation>--moves concerne solve, pas match</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>--strategy belongs to solve, not match</source>
        <translation>--strategy concerne solve, pas match</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>--%1 belongs to analyse, not match</source>
        <translation>--%1 appartient à analyse, pas à match</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>--%1 given, but there are only %2 players</source>
        <translation>--%1 est donné, mais il n&apos;y a que %2 joueurs</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>--opening-rule must be none, swap or swap2</source>
        <translation>--opening-rule doit valoir none, swap ou swap2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>game %1 of %2</source>
        <translation>partie %1 sur %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>--%1 belongs to match, not solve</source>
        <translation>--%1 concerne match, pas solve</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>--%1 belongs to analyse, not solve</source>
        <translation>--%1 appartient à analyse, pas à solve</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>--%1 does not belong to analyse</source>
        <translation>--%1 n’appartient pas à analyse</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>bench takes no rules, moves or games: its positions are fixed</source>
        <translation>bench ne prend ni règles, ni coups, ni parties&#xa0;: ses positions sont fixes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bench searches with one thread: its signature must be the same on every run</source>
        <translation>bench cherche avec un seul fil d’exécution : sa signature doit être la même à chaque exécution</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>oxo-cli: bench signature %1, expected %2: the search behaves differently; if that is intended, record the new signature</source>
        <translation>oxo-cli&#xa0;: signature de bench %1, attendue %2&#xa0;: la recherche se comporte autrement&#xa0;; si c’est voulu, enregistrez la nouvelle signature</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>convert takes two files: convert IN OUT</source>
        <translation>convert prend deux fichiers&#xa0;: convert ENTRÉE SORTIE</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>convert takes no options, not --%1</source>
        <translation>convert ne prend aucune option, pas --%1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>no command given (match, solve, analyse, bench or convert)</source>
        <translation>aucune commande indiquée (match, solve, analyse, bench ou convert)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>unknown command &apos;%1&apos; (match, solve, analyse, bench or convert)</source>
        <translation>commande inconnue «&#xa0;%1&#xa0;» (match, solve, analyse, bench ou convert)</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>one command at a time, not &apos;%1&apos;</source>
        <translation>une seule commande à la fois, pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location filename="../app/cli/convert.cpp" line="-3"/>
        <source>&apos;%1&apos; has no game file suffix (.oxo, .psq, .sgf or .txt)</source>
        <translation>«&#xa0;%1&#xa0;» n’a pas de suffixe de fichier de partie (.oxo, .psq, .sgf ou .txt)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>could not read %1: %2</source>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>could not write %1: %2</source>
        <translation>impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 holds %2 positions; only the first was converted</source>
        <translation>%1 contient %2 positions&#xa0;; seule la première a été convertie</translation>
    </message>
</context>
<context>
    <name>EngineBot</name>
    <message>
        <location filename="../ui/engines/src/engine_bot.cpp" line="+47"/>
        <source>The engine was stopped.</source>
        <translation>Le moteur a été arrêté.</translation>
    </message>
</context>
<context>
    <name>EngineRules</name>
    <message>
        <location filename="../ui/engines/src/engine_rules.cpp" line="+19"/>
        <source>Outside engines play two-player games only.</source>
        <translation>Les moteurs externes ne jouent qu’à deux joueurs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outside engines play five in a row only (K = 5).</source>
        <translation>Les moteurs externes ne jouent qu’à cinq alignés (K = 5).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outside engines cannot play with gravity.</source>
        <translation>Les moteurs externes ne peuvent pas jouer avec la gravité.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Outside engines play on boards of %1 to %2 only.</source>
        <translation>Les moteurs externes ne jouent que sur des plateaux de %1 à %2.</translation>
    </message>
</context>
<context>
    <name>FileIo</name>
    <message>
        <location filename="../ui/files/src/file_io.cpp" line="+19"/>
        <source>it is a folder, not a regular file</source>
        <translation>c’est un dossier, pas un fichier ordinaire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is a named pipe (FIFO), not a regular file</source>
        <translation>c’est un tube nommé (FIFO), pas un fichier ordinaire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is a device, not a regular file</source>
        <translation>c’est un périphérique, pas un fichier ordinaire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is a socket, not a regular file</source>
        <translation>c’est un socket, pas un fichier ordinaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is not a regular file</source>
        <translation>ce n’est pas un fichier ordinaire</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>the file is read-only</source>
        <translation>le fichier est en lecture seule</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>a file of that name exists already</source>
        <translation>un fichier de ce nom existe déjà</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <location filename="../ui/files/src/game_file_disk.cpp" line="+27"/>
        <location line="+12"/>
        <source>cannot read the file: %1</source>
        <translation>impossible de lire le fichier&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <location filename="../ui/files/src/game_file_reader.cpp" line="+76"/>
        <source>the file is too large (%1); a game file is at most %2</source>
        <translation>le fichier est trop volumineux (%1)&#xa0;; un fichier de partie fait au plus %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Could not write the game file: %1</source>
        <translation>Impossible d’écrire le fichier de partie&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_reader.cpp" line="-40"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected %1, found %2</source>
        <translation>attendu&#xa0;: %1, trouvé&#xa0;: %2</translation>
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
        <translation>true ou false</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_texts.cpp" line="+0"/>
        <source>a number</source>
        <translation>un nombre</translation>
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
        <translation>du texte</translation>
    </message>
    <message>
        <location line="-182"/>
        <location line="+97"/>
        <location line="+78"/>
        <location filename="../ui/files/src/game_file_texts.cpp" line="+0"/>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <location line="-207"/>
        <location line="+44"/>
        <location line="+59"/>
        <location line="+80"/>
        <location filename="../ui/files/src/game_file_texts.cpp" line="+0"/>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_texts.cpp" line="+2"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_reader.cpp" line="-308"/>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this is not an OXO game file: it is not valid JSON (%1 at byte %2)</source>
        <translation>ce n’est pas un fichier de partie OXO&#xa0;: le JSON n’est pas valide (%1 à l’octet %2)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>this is not an OXO game file: it holds no JSON object</source>
        <translation>ce n’est pas un fichier de partie OXO&#xa0;: il ne contient aucun objet JSON</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>this is not an OXO game file (&quot;format&quot; is not &quot;oxo-game&quot;)</source>
        <translation>ce n’est pas un fichier de partie OXO («&#xa0;format&#xa0;» ne vaut pas «&#xa0;oxo-game&#xa0;»)</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>missing</source>
        <translation>manquant</translation>
    </message>
    <message>
        <location line="+74"/>
        <location line="+28"/>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+32"/>
        <source>%1 is not a whole number</source>
        <translation>%1 n’est pas un nombre entier</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>this file was written by a newer OXO (format version %1); this version reads format version %2</source>
        <translation>ce fichier a été écrit par une version plus récente d’OXO (version de format %1)&#xa0;; cette version lit la version de format %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not a valid format version (this version reads version %2)</source>
        <translation>%1 n’est pas une version de format valide (cette version lit la version %2)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 is out of range %2 to %3</source>
        <translation>%1 n’est pas compris entre %2 et %3</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&apos;%1&apos; is not a rule (freestyle, exact or renju)</source>
        <translation>« %1 » n’est pas une règle (freestyle, exact ou renju)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; contradicts &quot;exactLength&quot;: true</source>
        <translation>« %1 » contredit &quot;exactLength&quot;: true</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>the rules are for %1 players but the file lists %2</source>
        <translation>les règles prévoient %1 joueurs, mais le fichier en indique %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&apos;%1&apos; is not a kind of player (human, easy, medium, hard or engine)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un type de joueur (human, easy, medium, hard ou engine)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>an engine cannot play these rules: %1</source>
        <translation>un moteur externe ne peut pas jouer ces règles : %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>an engine player needs the path of its program</source>
        <translation>un joueur moteur a besoin du chemin de son programme</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>expected &quot;random-move&quot; or &quot;lose&quot;</source>
        <translation>attendu&#xa0;: «&#xa0;random-move&#xa0;» ou «&#xa0;lose&#xa0;»</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>&apos;%1&apos; is not an opening rule (none, swap or swap2)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une règle d’ouverture (none, swap ou swap2)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>an outside engine cannot play the swap openings</source>
        <translation>un moteur externe ne peut pas jouer les ouvertures swap</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&apos;%1&apos; is not an opening choice (x, o or place-two)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un choix d’ouverture (x, o ou place-two)</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_texts.cpp" line="+7"/>
        <source>the game was already over</source>
        <translation>la partie était déjà terminée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not that player&apos;s turn</source>
        <translation>ce n’est pas le tour de ce joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that cell is outside the board</source>
        <translation>cette case est hors de la grille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that cell is already taken</source>
        <translation>cette case est déjà prise</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>that column is full</source>
        <translation>cette colonne est pleine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>with gravity on, a mark cannot stay there</source>
        <translation>avec la gravité, un pion ne peut pas rester là</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renju forbids that move to the first player</source>
        <translation>le renju interdit ce coup au premier joueur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the move is not allowed</source>
        <translation>ce coup n’est pas autorisé</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>that is not a cell of this %1×%1 board (columns a to %2, rows 1 to %1)</source>
        <translation>ce n’est pas une case de cette grille %1×%1 (colonnes a à %2, lignes 1 à %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>that is not a cell name like &quot;b3&quot;</source>
        <translation>ce n’est pas un nom de case comme «&#xa0;b3&#xa0;»</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_reader.cpp" line="-81"/>
        <source>%1 moves cannot fit on a board of %2 cells</source>
        <translation>%1 coups ne tiennent pas sur une grille de %2 cases</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>move %1</source>
        <translation>coup %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a cell name like &quot;b3&quot;</source>
        <translation>un nom de case comme «&#xa0;b3&#xa0;»</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>move %1 (&apos;%2&apos;)</source>
        <translation>coup %1 («&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>the game was already over after move %1</source>
        <translation>la partie était déjà terminée après le coup %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with gravity on, the mark would land on %1</source>
        <translation>avec la gravité, le pion tomberait en %1</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_file_review.cpp" line="+37"/>
        <location line="+76"/>
        <source>expected an object</source>
        <translation>objet attendu</translation>
    </message>
    <message>
        <location line="-63"/>
        <source>a proven value must be win, draw or loss</source>
        <translation>une valeur prouvée doit être win, draw ou loss</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a proven value needs a distance of 0 or more plies</source>
        <translation>une valeur prouvée demande une distance de 0 demi-coup ou plus</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>expected a whole score</source>
        <translation>score entier attendu</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>expected a list</source>
        <translation>liste attendue</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n review(s) for %1 move(s)</source>
        <translation>
            <numerusform>%n revue pour %1 coup(s)</numerusform>
            <numerusform>%n revues pour %1 coup(s)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>expected a cell of this board</source>
        <translation>case de cette grille attendue</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a mark is &quot;&quot;, &quot;?&quot; or &quot;??&quot;</source>
        <translation>une marque vaut «&#xa0;&#xa0;», «&#xa0;?&#xa0;» ou «&#xa0;??&#xa0;»</translation>
    </message>
</context>
<context>
    <name>GameFormats</name>
    <message>
        <location filename="../ui/files/src/format_replay.cpp" line="+43"/>
        <location filename="../ui/files/src/game_formats.cpp" line="+110"/>
        <source>the file is too large (%1); a game file is at most %2</source>
        <translation>le fichier est trop gros (%1)&#xa0;; un fichier de partie fait au plus %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 moves cannot fit on a board of %2 cells</source>
        <translation>%1 coups ne tiennent pas sur une grille de %2 cases</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>move %1 (&apos;%2&apos;)</source>
        <translation>coup %1 («&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the game was already over after move %1</source>
        <translation>la partie était déjà finie après le coup %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is the other player&apos;s turn</source>
        <translation>c’est au tour de l’autre joueur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>with gravity on, the mark would land on %1</source>
        <translation>avec la gravité, le pion tomberait en %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>OXO&apos;s own line: %1</source>
        <translation>ligne propre à OXO&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>OXO&apos;s own line: it must not hold moves</source>
        <translation>ligne propre à OXO&#xa0;: elle ne doit pas contenir de coups</translation>
    </message>
    <message>
        <location filename="../ui/files/src/game_formats.cpp" line="-67"/>
        <source>the boards of a positions file (15×15, 20×20) are larger than this reader allows</source>
        <translation>les grilles d’un fichier de positions (15×15, 20×20) sont plus grandes que ce que ce lecteur accepte</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+70"/>
        <source>&apos;%1&apos; is not a game file&apos;s suffix (.oxo, .psq, .sgf or .txt)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un suffixe de fichier de partie (.oxo, .psq, .sgf ou .txt)</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+11"/>
        <source>cannot read the file: %1</source>
        <translation>impossible de lire le fichier&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>a position string needs at least one move</source>
        <translation>une chaîne de position demande au moins un coup</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Could not write the game file: %1</source>
        <translation>Impossible d’écrire le fichier de partie&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/files/src/position_text.cpp" line="+95"/>
        <source>Gomocup x,y pairs (from 0, top left)</source>
        <translation>paires x,y de Gomocup (depuis 0, en haut à gauche)</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>OXO notation (rows from the top)</source>
        <translation>notation OXO (rangées depuis le haut)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>rows counted from the bottom (analysis board)</source>
        <translation>rangées comptées depuis le bas (plateau d’analyse)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rows counted from the top (OXO)</source>
        <translation>rangées comptées depuis le haut (OXO)</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>a whole game file</source>
        <translation>un fichier de partie complet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>this is not a list of moves like &quot;h8 h9&quot;, &quot;h8i9j10&quot; or &quot;7,7 8,8&quot;</source>
        <translation>ce n’est pas une liste de coups comme «&#xa0;h8 h9&#xa0;», «&#xa0;h8i9j10&#xa0;» ou «&#xa0;7,7 8,8&#xa0;»</translation>
    </message>
    <message>
        <location filename="../ui/files/src/psq_format.cpp" line="+75"/>
        <source>this is not a Piskvork game file: its first line is not like &quot;Piskvorky 20x20, 0:0, 0&quot;</source>
        <translation>ce n’est pas un fichier de partie Piskvork&#xa0;: sa première ligne ne ressemble pas à «&#xa0;Piskvorky 20x20, 0:0, 0&#xa0;»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the board is %1 by %2; OXO plays square boards only</source>
        <translation>la grille fait %1 sur %2&#xa0;; OXO ne joue que sur des grilles carrées</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a %1×%1 board is out of range: OXO plays %2×%2 to %3×%3</source>
        <translation>une grille de %1×%1 est hors limites&#xa0;: OXO joue de %2×%2 à %3×%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the first line names seat %1 to move first; it must be 0 or 1</source>
        <translation>la première ligne donne le trait en premier à la place %1&#xa0;; elle doit valoir 0 ou 1</translation>
    </message>
    <message>
        <location line="+48"/>
        <location filename="../ui/files/src/sgf_format.cpp" line="+183"/>
        <source>more moves than the %1 cells of the board</source>
        <translation>plus de coups que les %1 cases de la grille</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>OXO&apos;s own line is for a %1×%1 board, the first line for %2×%2</source>
        <translation>la ligne propre à OXO est pour une grille de %1×%1, la première ligne pour %2×%2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>a Piskvork file holds two players; this game has %1</source>
        <translation>un fichier Piskvork contient deux joueurs&#xa0;; cette partie en a %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a Piskvork file cannot hold a game with gravity</source>
        <translation>un fichier Piskvork ne peut pas contenir une partie avec gravité</translation>
    </message>
    <message>
        <location filename="../ui/files/src/sgf_format.cpp" line="-108"/>
        <source>RU[%1]: OXO does not play this Gomocup rule</source>
        <translation>RU[%1]&#xa0;: OXO ne joue pas cette règle Gomocup</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>GM[%1]: this SGF file is not of gomoku or renju (GM[4])</source>
        <translation>GM[%1]&#xa0;: ce fichier SGF n’est ni du gomoku ni du renju (GM[4])</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>SZ[%1]: OXO plays square boards of %2 to %3</source>
        <translation>SZ[%1]&#xa0;: OXO joue sur des grilles carrées de %2 à %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>OX is for a %1×%1 board, SZ for %2×%2</source>
        <translation>OX est pour une grille de %1×%1, SZ pour %2×%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>OX: SGF points reach %1×%1 at most</source>
        <translation>OX&#xa0;: les points SGF vont au plus jusqu’à %1×%1</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: OXO does not read setup stones (AB, AW, AE), only moves (B, W)</source>
        <translation>%1&#xa0;: OXO ne lit pas les pierres posées d’avance (AB, AW, AE), seulement les coups (B, W)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>move %1 (&apos;%2&apos;): a pass; OXO games have none</source>
        <translation>coup %1 («&#xa0;%2&#xa0;»)&#xa0;: une passe&#xa0;; les parties OXO n’en ont pas</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>SGF points reach %1×%1 at most; this board is %2×%2</source>
        <translation>les points SGF vont au plus jusqu’à %1×%1&#xa0;; cette grille fait %2×%2</translation>
    </message>
    <message>
        <location filename="../ui/files/src/sgf_parse.cpp" line="+26"/>
        <source>not a valid SGF file: %1 (at byte %2)</source>
        <translation>fichier SGF non valide&#xa0;: %1 (à l’octet %2)</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>a value is not closed with &apos;]&apos;</source>
        <translation>une valeur n’est pas fermée par «&#xa0;]&#xa0;»</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>a property has no value</source>
        <translation>une propriété n’a pas de valeur</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>it does not begin with &apos;(&apos;</source>
        <translation>il ne commence pas par «&#xa0;(&#xa0;»</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the game tree is not closed with &apos;)&apos;</source>
        <translation>l’arbre de jeu n’est pas fermé par «&#xa0;)&#xa0;»</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>more than %1 nodes</source>
        <translation>plus de %1 nœuds</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the game tree has no node</source>
        <translation>l’arbre de jeu n’a aucun nœud</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unexpected &apos;%1&apos;</source>
        <translation>«&#xa0;%1&#xa0;» inattendu</translation>
    </message>
</context>
<context>
    <name>GameSettings</name>
    <message>
        <location filename="../ui/controller/src/game_settings.cpp" line="+32"/>
        <source>You</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The swap openings need two players.</source>
        <translation>Les ouvertures swap demandent deux joueurs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The swap openings need a win length of at least 4.</source>
        <translation>Les ouvertures swap demandent un alignement gagnant d’au moins 4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>an outside engine cannot play the swap openings.</source>
        <translation>un moteur externe ne peut pas jouer les ouvertures swap.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No program is set.</source>
        <translation>Aucun programme n’est indiqué.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 plays with OXO&apos;s Hard bot instead of the engine %2: %3</source>
        <translation>%1 joue avec le bot difficile d’OXO au lieu du moteur %2 : %3</translation>
    </message>
    <message>
        <location line="-171"/>
        <location line="+131"/>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <location filename="../app/oxo/main.cpp" line="+51"/>
        <source>The settings file %1 cannot be used: %2. OXO starts with default settings and does not save them this time.</source>
        <translation>Le fichier de réglages %1 est inutilisable : %2. OXO démarre avec les réglages par défaut et ne les enregistre pas cette fois.</translation>
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
        <translation>le bot a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 players need %1 bots (--bot1 ... --bot%1)</source>
        <translation>%1 joueurs demandent %1 bots (--bot1 ... --bot%1)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>bot%1 %2: %3</source>
        <translation>bot%1 %2&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>cannot create the directory &apos;%1&apos;</source>
        <translation>impossible de créer le répertoire «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>bot%1 %2 refused the board, so the match stops: %3</source>
        <translation>bot%1 %2 a refusé le plateau, le match s’arrête donc : %3</translation>
    </message>
    <message>
        <location line="+45"/>
        <source> (not saved: %1)</source>
        <translation> (non enregistrée&#xa0;: %1)</translation>
    </message>
    <message>
        <location filename="../app/cli/match_report.cpp" line="+61"/>
        <source>bot%1 wins: %2 in a row</source>
        <translation>bot%1 gagne&#xa0;: %2 alignés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw: the board is full</source>
        <translation>nulle&#xa0;: le plateau est plein</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw: no line can be completed any more</source>
        <translation>nulle&#xa0;: plus aucune ligne ne peut être complétée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw: every free cell is forbidden to the first player</source>
        <translation>nulle&#xa0;: toutes les cases libres sont interdites au premier joueur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw: adjudicated at the limit of %1 moves</source>
        <translation>nulle&#xa0;: déclarée à la limite de %1 coups</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>bot%1 loses: illegal move %2</source>
        <translation>bot%1 perd&#xa0;: coup illégal %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>bot%1 loses: engine failure: %2</source>
        <translation>bot%1 perd&#xa0;: échec du moteur&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Game %1 (%2%3): %4, %5 moves</source>
        <translation>Partie %1 (%2%3)&#xa0;: %4, %5 coups</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, opening %1: %2</source>
        <translation>, ouverture %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, %1: %2</source>
        <translation>, %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Match: %1, %2 games, seed %3, %4 ms per move
</source>
        <translation>Match&#xa0;: %1, %2 parties, graine %3, %4 ms par coup
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
        <translation>Nuls</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Losses</source>
        <translation>Déf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win %</source>
        <translation>% vict</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Avg think</source>
        <translation>Réfl. moy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest</source>
        <translation>Plus long</translation>
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
        <translation>  bot%1 réfléchit %2 ms par coup
</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>  bot%1 lost %2 games by an illegal move or an engine failure
</source>
        <translation>  bot%1 a perdu %2 parties par un coup illégal ou une panne du moteur
</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>  bot%1 used %2 % of its think time on the %3 moves it searched (neither forced nor proven)
</source>
        <translation>  bot%1 a utilisé %2&#xa0;% de son temps de réflexion sur les %3 coups qu&apos;il a cherchés (ni forcés ni prouvés)
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>  bot%1 went over its think time on %2 of %3 moves
</source>
        <translation>  bot%1 a dépassé son temps de réflexion sur %2 coups sur %3
</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Elo bot1 - bot2: at least %1 (95 %), score %2 %
</source>
        <translation>Elo bot1 - bot2&#xa0;: au moins %1 (95&#xa0;%), score %2&#xa0;%
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Elo bot1 - bot2: at most %1 (95 %), score %2 %
</source>
        <translation>Elo bot1 - bot2&#xa0;: au plus %1 (95&#xa0;%), score %2&#xa0;%
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Elo bot1 - bot2: %1 +- %2 (95 %, %3 to %4), score %5 %
</source>
        <translation>Elo bot1 - bot2&#xa0;: %1 +- %2 (95&#xa0;%, %3 à %4), score %5&#xa0;%
</translation>
    </message>
    <message>
        <location filename="../app/cli/match_opening.cpp" line="+61"/>
        <source>--opening-rule and --openings cannot be combined</source>
        <translation>--opening-rule et --openings ne peuvent pas être combinés</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: an outside engine cannot play the swap openings</source>
        <translation>%1&#xa0;: un moteur externe ne peut pas jouer les ouvertures swap</translation>
    </message>
</context>
<context>
    <name>OpeningText</name>
    <message>
        <location filename="../ui/files/src/opening_lines.cpp" line="+39"/>
        <source>under gravity the mark would land on %1</source>
        <translation>avec la gravité, le pion tomberait en %1</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Gomocup openings are x,y pairs, but this line has %n number(s)</source>
        <translation>
            <numerusform>les ouvertures Gomocup sont des paires x,y, mais cette ligne a %n nombre</numerusform>
            <numerusform>les ouvertures Gomocup sont des paires x,y, mais cette ligne a %n nombres</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the offset from the centre leaves this %1×%1 board</source>
        <translation>le décalage depuis le centre sort de cette grille de %1×%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+27"/>
        <source>the opening already ends the game</source>
        <translation>l’ouverture termine déjà la partie</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1, line %2: %3</source>
        <translation>%1, ligne %2&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, line %2, move &apos;%3&apos;: %4</source>
        <translation>%1, ligne %2, coup «&#xa0;%3&#xa0;»&#xa0;: %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 has no openings</source>
        <translation>%1 ne contient aucune ouverture</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot read the opening file &apos;%1&apos;: %2</source>
        <translation>impossible de lire le fichier d’ouvertures «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the opening file &apos;%1&apos; is too large (%2); at most %3 are read</source>
        <translation>le fichier d’ouvertures «&#xa0;%1&#xa0;» est trop gros (%2)&#xa0;; au plus %3 sont lus</translation>
    </message>
</context>
<context>
    <name>PlayerSetup</name>
    <message>
        <location filename="../ui/files/src/player_setup.cpp" line="+82"/>
        <source>the name contains a control character, an invisible formatting character or broken text</source>
        <translation>le nom contient un caractère de contrôle, un caractère de mise en forme invisible ou du texte corrompu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the name is %1 characters long; at most %2 are allowed</source>
        <translation>le nom fait %1 caractères ; %2 au plus sont permis</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>the path is %1 characters long; at most %2 are allowed</source>
        <translation>le chemin fait %1 caractères ; %2 au plus sont permis</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the path contains a control character, an invisible formatting character or broken text</source>
        <translation>le chemin contient un caractère de contrôle, un caractère de mise en forme invisible ou du texte corrompu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the path must be absolute (start with /)</source>
        <translation>le chemin doit être absolu (commencer par /)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the program&apos;s path has a name ending in a space or a space other than the plain one, so it could be mistaken for another program</source>
        <translation>le chemin du programme contient un nom qui finit par une espace, ou une espace autre que l’espace ordinaire, et pourrait donc être pris pour un autre programme</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <location filename="../app/cli/players.cpp" line="+36"/>
        <source>engine program &apos;%1&apos; does not exist or is not executable</source>
        <translation>le programme de moteur «&#xa0;%1&#xa0;» n&apos;existe pas ou n&apos;est pas exécutable</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown player &apos;%1&apos; (expected %2)</source>
        <translation>joueur inconnu «&#xa0;%1&#xa0;» (attendu&#xa0;: %2)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>easy, medium, hard or engine:PATH (a pbrain-* Gomocup engine)</source>
        <translation>easy, medium, hard ou engine:CHEMIN (un moteur Gomocup pbrain-*)</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../app/cli/review.cpp" line="+45"/>
        <source>win in %1</source>
        <translation>gain en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>loss in %1</source>
        <translation>perte en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Try &apos;oxo-cli --help&apos; for the options.</source>
        <translation>Essayez «&#xa0;oxo-cli --help&#xa0;» pour les options.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>review takes one game file: review FILE</source>
        <translation>review prend un fichier de partie&#xa0;: review FICHIER</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>--%1 does not belong to review</source>
        <translation>--%1 ne s’applique pas à review</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>--think-ms must be 1 to %1, not &apos;%2&apos;</source>
        <translation>--think-ms doit valoir de 1 à %1, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>--depth must be 1 to %1, not &apos;%2&apos;</source>
        <translation>--depth doit valoir de 1 à %1, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>cannot review %1: %2</source>
        <translation>impossible de passer en revue %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Review of %1: %2 moves, Hard at %3 ms a position</source>
        <translation>Revue de %1&#xa0;: %2 coups, Difficile à %3 ms par position</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>better: %1</source>
        <translation>meilleur&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n move(s) marked</source>
        <translation>
            <numerusform>%n coup marqué</numerusform>
            <numerusform>%n coups marqués</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesOptions</name>
    <message>
        <location filename="../ui/options/src/rules_options.cpp" line="+23"/>
        <source>Marks in a row to win, K (3 to N; default N).</source>
        <translation>Marques alignées pour gagner, K (de 3 à N&#xa0;; N par défaut).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of players, 2 to 4 (default 2).</source>
        <translation>Nombre de joueurs, de 2 à 4 (2 par défaut).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marks drop to the lowest free cell of a column.</source>
        <translation>Les marques tombent dans la case libre la plus basse d&apos;une colonne.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play on when no line can be won any more.</source>
        <translation>Continuer à jouer quand plus aucune ligne ne peut être gagnée.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Who moves first: 1 to P, or a mark (X, O) (default 1).</source>
        <translation>Qui commence&#xa0;: 1 à P, ou une marque (X, O) (1 par défaut).</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Board size N (an N×N board), 3 to %1 (default 3).</source>
        <translation>Taille du plateau N (un plateau N×N), de 3 à %1 (3 par défaut).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exactly K in a row wins; longer runs do not (--rule exact).</source>
        <translation>Exactement K alignés gagnent ; pas les lignes plus longues (--rule exact).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rule: freestyle (K or more wins), exact, or renju (two players, K=5: the first player wins with exactly five and may not make an overline, a double four or a double three).</source>
        <translation>La règle : freestyle (K ou plus gagnent), exact ou renju (deux joueurs, K=5 : le premier joueur ne gagne qu’avec exactement cinq et ne peut faire ni ligne trop longue, ni double quatre, ni double trois).</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>--%1 must be a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>--%1 doit être un nombre entier de %2 à %3, pas «&#xa0;%4&#xa0;»</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>--exact and --rule %1 contradict each other</source>
        <translation>--exact et --rule %1 se contredisent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>--rule must be freestyle, exact or renju, not &apos;%1&apos;</source>
        <translation>--rule doit valoir freestyle, exact ou renju, pas « %1 »</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>--first must be 1 to %1 or a player&apos;s mark, not &apos;%2&apos;</source>
        <translation>--first doit être de 1 à %1 ou la marque d&apos;un joueur, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1x%1, K=%2, %3 players</source>
        <translation>%1x%1, K=%2, %3 joueurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, gravity</source>
        <translation>, gravité</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, exact K</source>
        <translation>, K exact</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>, renju</source>
        <translation>, renju</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>, no early draw</source>
        <translation>, pas de nul anticipé</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <location filename="../ui/controller/src/rules_text.cpp" line="+26"/>
        <source>engine %1</source>
        <translation>moteur %1</translation>
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
            <numerusform>exactement %n alignés</numerusform>
            <numerusform>exactement %n alignés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n in a row</source>
        <translation>
            <numerusform>%n alignés</numerusform>
            <numerusform>%n alignés</numerusform>
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
        <translation>gravité</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>early draw</source>
        <translation>nulle anticipée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no early draw</source>
        <translation>pas de nulle anticipée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 starts</source>
        <translation>%1 commence</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n s per move</source>
        <translation>
            <numerusform>%n s par coup</numerusform>
            <numerusform>%n s par coup</numerusform>
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
        <translation> contre </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The rules of this game</source>
        <translation>Les règles de cette partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2 (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The board has %1×%1 cells. %2 players take turns, each with a mark of their own:</source>
        <translation>La grille compte %1×%1 cases. %2 joueurs jouent à tour de rôle, chacun avec sa propre marque&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 moves first.</source>
        <translation>%1 joue en premier.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Swap opening: %1 places the first three stones (X, O, X); then the other player chooses to play X or O, and play goes on.</source>
        <translation>Ouverture swap&#xa0;: %1 pose les trois premières pierres (X, O, X)&#xa0;; puis l’autre joueur choisit de jouer X ou O, et la partie continue.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Swap2 opening: %1 places the first three stones (X, O, X); then the other player chooses to play X or O, or places two more stones (O, X) and lets %1 choose.</source>
        <translation>Ouverture swap2&#xa0;: %1 pose les trois premières pierres (X, O, X)&#xa0;; puis l’autre joueur choisit de jouer X ou O, ou pose deux pierres de plus (O, X) et laisse %1 choisir.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>To win, fill a whole row, column or diagonal with your own mark: all %n cells of it.</source>
        <translation>
            <numerusform>Pour gagner, remplissez une ligne, une colonne ou une diagonale entière avec votre marque&#xa0;: ses %n cases.</numerusform>
            <numerusform>Pour gagner, remplissez une ligne, une colonne ou une diagonale entière avec votre marque&#xa0;: ses %n cases.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>To win, be the first to get %n of your marks in an unbroken line: across, down or diagonally.</source>
        <translation>
            <numerusform>Pour gagner, soyez le premier à aligner %n de vos marques sans interruption&#xa0;: en ligne, en colonne ou en diagonale.</numerusform>
            <numerusform>Pour gagner, soyez le premier à aligner %n de vos marques sans interruption&#xa0;: en ligne, en colonne ou en diagonale.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Renju: %1 wins only with exactly five and may not play a move that makes a line of six or more, two fours at once, or two open threes at once (unless it also makes five); %2 wins with five or more.</source>
        <translation>Renju : %1 ne gagne qu’avec exactement cinq et ne peut jouer un coup qui fait une ligne de six ou plus, deux quatre à la fois ou deux trois ouverts à la fois (sauf s’il fait aussi cinq) ; %2 gagne avec cinq ou plus.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Exactly %n: a line of more than %n marks does not win.</source>
        <translation>
            <numerusform>Exactement %n&#xa0;: une ligne de plus de %n marques ne gagne pas.</numerusform>
            <numerusform>Exactement %n&#xa0;: une ligne de plus de %n marques ne gagne pas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A longer line wins as well.</source>
        <translation>Une ligne plus longue gagne aussi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gravity is on: a move chooses a column, and the mark drops to the lowest empty cell of that column. A full column cannot be chosen.</source>
        <translation>La gravité est active&#xa0;: un coup choisit une colonne, et la marque tombe dans la case vide la plus basse de cette colonne. Une colonne pleine ne peut pas être choisie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On your turn, put your mark on any empty cell.</source>
        <translation>À votre tour, placez votre marque sur n’importe quelle case vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game ends in a draw as soon as no one can complete a line any more, even before the board is full.</source>
        <translation>La partie est nulle dès que plus personne ne peut compléter une ligne, même avant que la grille soit pleine.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game goes on until someone wins or the board is full; a full board without a winner is a draw.</source>
        <translation>La partie continue jusqu’à une victoire ou jusqu’à ce que la grille soit pleine&#xa0;; une grille pleine sans gagnant est une partie nulle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With more than two players, the first to complete a line wins and all the others lose.</source>
        <translation>À plus de deux joueurs, le premier à compléter une ligne gagne et tous les autres perdent.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Each person has %n seconds for a move.</source>
        <translation>
            <numerusform>Chaque personne dispose de %n seconde par coup.</numerusform>
            <numerusform>Chaque personne dispose de %n secondes par coup.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Whoever runs out of time loses the game.</source>
        <translation>Qui dépasse le temps perd la partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the time runs out, a random move is played for them.</source>
        <translation>Quand le temps est écoulé, un coup au hasard est joué à sa place.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There is no time limit.</source>
        <translation>Il n’y a pas de limite de temps.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Playing with the mouse</source>
        <translation>Jouer avec la souris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click an empty cell to put your mark there.</source>
        <translation>Cliquez sur une case vide pour y placer votre marque.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With gravity, a click anywhere in a column drops the mark into it.</source>
        <translation>Avec la gravité, un clic n’importe où dans une colonne y fait tomber la marque.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hold Ctrl and turn the wheel to zoom; the scroll bars move a zoomed board.</source>
        <translation>Maintenez Ctrl et tournez la molette pour zoomer&#xa0;; les barres de défilement déplacent une grille agrandie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Playing with the keyboard</source>
        <translation>Jouer au clavier</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The arrow keys move the focus frame from cell to cell.</source>
        <translation>Les flèches déplacent le cadre de focus de case en case.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter or Space plays the cell in the focus frame.</source>
        <translation>Entrée ou Espace joue la case du cadre de focus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home and End go to the ends of the row; Ctrl+Home and Ctrl+End to the first and the last cell.</source>
        <translation>Début et Fin vont aux bouts de la ligne&#xa0;; Ctrl+Début et Ctrl+Fin à la première et à la dernière case.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Page Up and Page Down move by a screenful of rows.</source>
        <translation>Page précédente et Page suivante déplacent d’un écran de lignes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl++ and Ctrl+− zoom in and out; Ctrl+0 fits the board to the window.</source>
        <translation>Ctrl++ et Ctrl+− agrandissent et réduisent&#xa0;; Ctrl+0 ajuste la grille à la fenêtre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Help during the game</source>
        <translation>De l’aide pendant la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint marks a good move with a dashed frame and says who wins with it. Undo takes back your last move together with the bots&apos; replies. The move list shows earlier positions. Game → Players changes who plays a seat, or a bot&apos;s level, without starting over. Help → Keyboard Shortcuts lists every shortcut.</source>
        <translation>Indice marque un bon coup d’un cadre en pointillés et dit qui gagne avec lui. Annuler le coup reprend votre dernier coup avec les réponses des bots. La liste des coups montre les positions précédentes. Partie → Joueurs change qui joue une place, ou le niveau d’un bot, sans recommencer. Aide → Raccourcis clavier liste tous les raccourcis.</translation>
    </message>
</context>
<context>
    <name>Solve</name>
    <message>
        <location filename="../app/cli/solve.cpp" line="+38"/>
        <source>no proven result to write as a strategy</source>
        <translation>aucun résultat prouvé à écrire comme stratégie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>strategies are written for two players only</source>
        <translation>les stratégies ne sont écrites que pour deux joueurs</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the strategy could not be written: %1</source>
        <translation>la stratégie n’a pas pu être écrite&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>impossible d’écrire «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the game is over: %1 won</source>
        <translation>la partie est finie&#xa0;: %1 a gagné</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the game is over: a draw</source>
        <translation>la partie est finie&#xa0;: match nul</translation>
    </message>
    <message>
        <location filename="../app/cli/positions.cpp" line="+53"/>
        <source>move %1: %2</source>
        <translation>coup %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>move %1 &apos;%2&apos;: under gravity the mark would land on %3</source>
        <translation>coup %1 &apos;%2&apos;&#xa0;: avec la gravité, la marque tomberait en %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>move %1 &apos;%2&apos; cannot be played: %3</source>
        <translation>le coup %1 «&#xa0;%2&#xa0;» ne peut pas être joué&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../app/cli/solve.cpp" line="+28"/>
        <source>Position: %1, after %2 moves
</source>
        <translation>Position&#xa0;: %1, après %2 coups
</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>win for %1 (to move)</source>
        <translation>victoire pour %1 (au trait)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>loss for %1 (to move)</source>
        <translation>défaite pour %1 (au trait)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>draw</source>
        <translation>nul</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown (heuristic score %1 for %2)</source>
        <translation>inconnue (score heuristique %1 pour %2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Value:     %1
</source>
        <translation>Valeur&#xa0;:    %1
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Proven:    %1
</source>
        <translation>Prouvée&#xa0;:   %1
</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Model:     paranoid (the other players play together against %1)
</source>
        <translation>Modèle&#xa0;:    paranoïaque (les autres joueurs jouent ensemble contre %1)
</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Model:     exact
</source>
        <translation>Modèle&#xa0;:    exact
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Distance:  at most %1 plies
</source>
        <translation>Distance&#xa0;:  au plus %1 demi-coups
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Distance:  %1 plies
</source>
        <translation>Distance&#xa0;:  %1 demi-coups
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best move: %1
</source>
        <translation>Meilleur&#xa0;:  %1
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Depth:     %1
</source>
        <translation>Profondeur :%1
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nodes:     %1
</source>
        <translation>Nœuds&#xa0;:     %1
</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time:      %1 ms
</source>
        <translation>Temps&#xa0;:     %1 ms
</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Memory:    table %1 MiB, peak resident %2 MiB
</source>
        <translation>Mémoire&#xa0;:   table %1 Mio, pic résident %2 Mio
</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Strategy:  %1 records written
</source>
        <translation>Stratégie&#xa0;: %1 entrées écrites
</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../ui/controller/src/statistics.cpp" line="+31"/>
        <source>draws</source>
        <translation>matchs nuls</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Draws</source>
        <translation>Matchs nuls</translation>
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
        <translation>%1 choisit&#xa0;: jouer X, jouer O ou poser deux pierres de plus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 chooses: play X or play O</source>
        <translation>%1 choisit&#xa0;: jouer X ou jouer O</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 places %2&apos;s stone (%3 of %4)</source>
        <translation>%1 pose une pierre de %2 (%3 sur %4)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play X</source>
        <translation>Jouer X</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play O</source>
        <translation>Jouer O</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place two more stones</source>
        <translation>Poser deux pierres de plus</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 forfeits: %2</source>
        <translation>%1 perd par forfait : %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 forfeits: %2 — %3 wins</source>
        <translation>%1 perd par forfait : %2 — %3 gagne</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 ran out of time and loses</source>
        <translation>%1 a dépassé le temps imparti et perd</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw — no line can be won any more</source>
        <translation>Match nul — plus aucune ligne ne peut être gagnée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw — every free cell is forbidden to %1</source>
        <translation>Nulle — toutes les cases libres sont interdites à %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw — the board is full</source>
        <translation>Match nul — la grille est pleine</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Replay: move %1 of %2</source>
        <translation>Relecture&#xa0;: coup %1 sur %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Viewing move %1 of %2 (read-only) — pick the last entry to resume</source>
        <translation>Coup %1 sur %2 (consultation seule) — choisissez la dernière entrée pour reprendre</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 was played for %2 because time ran out — %3</source>
        <translation>%1 a été joué pour %2 car le temps était écoulé — %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 — thinking…</source>
        <translation>%1 — réfléchit…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paused — %1 to move</source>
        <translation>En pause — au tour de %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Looking for a hint for %1…</source>
        <translation>Recherche d’un indice pour %1…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to move — hint: %2 (%3)</source>
        <translation>Au tour de %1 — indice&#xa0;: %2 (%3)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 to move</source>
        <translation>Au tour de %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+14"/>
        <location line="+11"/>
        <location line="+13"/>
        <source>best guess</source>
        <translation>meilleure estimation</translation>
    </message>
    <message numerus="yes">
        <location line="-32"/>
        <source>wins in %n</source>
        <translation>
            <numerusform>gagne en %n coup</numerusform>
            <numerusform>gagne en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>loses in %n</source>
        <translation>
            <numerusform>perd en %n coup</numerusform>
            <numerusform>perd en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>draw with best play</source>
        <translation>nul avec un jeu parfait</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>%1, empty</source>
        <translation>%1, vide</translation>
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
            <numerusform>%1 gagne en %n coup</numerusform>
            <numerusform>%1 gagne en %n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%1 loses in %n at best</source>
        <translation>
            <numerusform>%1 perd au mieux en %n coup</numerusform>
            <numerusform>%1 perd au mieux en %n coups</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The game is over: start a new game, or undo</source>
        <translation>La partie est terminée&#xa0;: commencez-en une nouvelle, ou annulez</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is a past position: go back to the game to play</source>
        <translation>C’est une position passée&#xa0;: revenez à la partie pour jouer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wait: %1 is thinking…</source>
        <translation>Attendez&#xa0;: %1 réfléchit…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not your turn: %1 to move</source>
        <translation>Ce n’est pas votre tour&#xa0;: %1 joue</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is not on the board</source>
        <translation>%1 n’est pas sur la grille</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is already taken</source>
        <translation>%1 est déjà prise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column %1 is full</source>
        <translation>La colonne %1 est pleine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot hold a mark yet</source>
        <translation>%1 ne peut pas encore recevoir de marque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is forbidden to %2 under renju: an overline, a double four or a double three</source>
        <translation>%1 est interdit à %2 au renju : ligne trop longue, double quatre ou double trois</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Last move: %1 %2</source>
        <translation>Dernier coup&#xa0;: %1 %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 played %2. %3</source>
        <translation>%1 a joué %2. %3</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>after %n moves</source>
        <translation>
            <numerusform>après %n coup</numerusform>
            <numerusform>après %n coups</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <location filename="../ui/widgets/src/theme.cpp" line="+23"/>
        <source>System colours</source>
        <translation>Couleurs du système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
</context>
<context>
    <name>Translations</name>
    <message>
        <location filename="../ui/i18n/src/translations.cpp" line="+102"/>
        <source>Unknown language &apos;%1&apos;. Available: %2.</source>
        <translation>Langue inconnue «&#xa0;%1&#xa0;». Langues disponibles&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>oxo::pbrain::EngineAnalyser</name>
    <message>
        <location filename="../ui/engines/src/engine_analyser.cpp" line="+48"/>
        <source>The game is over; there is nothing to analyse.</source>
        <translation>La partie est finie&#xa0;; il n’y a rien à analyser.</translation>
    </message>
    <message>
        <location filename="../ui/engines/src/engine_analyser_replies.cpp" line="+37"/>
        <source>%1 sent a line longer than %2 bytes.</source>
        <translation>%1 a envoyé une ligne de plus de %2 octets.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1 refused a %2×%2 board: %3</source>
        <translation>%1 a refusé une grille de %2×%2&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 answered &quot;%2&quot; to START instead of OK.</source>
        <translation>%1 a répondu «&#xa0;%2&#xa0;» à START au lieu de OK.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1 answered &quot;%2&quot;, which is not a move.</source>
        <translation>%1 a répondu «&#xa0;%2&#xa0;», qui n’est pas un coup.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1 answered the illegal move %2.</source>
        <translation>%1 a répondu par le coup illégal %2.</translation>
    </message>
    <message>
        <location filename="../ui/engines/src/engine_analyser.cpp" line="+184"/>
        <source>%1 crashed.</source>
        <translation>%1 a planté.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 exited (exit code %2).</source>
        <translation>%1 s’est terminé (code de sortie %2).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could not start %1: %2</source>
        <translation>Impossible de démarrer %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+26"/>
        <source>%1 did not answer within %2 ms.</source>
        <translation>%1 n’a pas répondu dans les %2 ms.</translation>
    </message>
</context>
<context>
    <name>oxo::pbrain::EngineSession</name>
    <message>
        <location filename="../ui/engines/src/engine_session.cpp" line="+41"/>
        <source>The game is over; there is no move to ask for.</source>
        <translation>La partie est terminée&#xa0;; il n’y a plus de coup à demander.</translation>
    </message>
    <message>
        <location line="+147"/>
        <source>%1 sent a line longer than %2 bytes.</source>
        <translation>%1 a envoyé une ligne de plus de %2 octets.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>%1 refused a %2×%2 board: %3</source>
        <translation>%1 a refusé une grille %2×%2&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 answered &quot;%2&quot; to START instead of OK.</source>
        <translation>%1 a répondu «&#xa0;%2&#xa0;» à START au lieu de OK.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>%1 answered &quot;%2&quot;, which is not a move.</source>
        <translation>%1 a répondu «&#xa0;%2&#xa0;», ce qui n’est pas un coup.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>that cell is taken</source>
        <translation>la case est occupée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renju forbids it to black</source>
        <translation>le renju l’interdit à Noir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not on the board</source>
        <translation>il est hors de la grille</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played the illegal move %2: %3.</source>
        <translation>%1 a joué le coup interdit %2&#xa0;: %3.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 crashed.</source>
        <translation>%1 a planté.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 exited (exit code %2).</source>
        <translation>%1 s’est arrêté (code de sortie %2).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not start %1: %2</source>
        <translation>Impossible de lancer %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 did not move within %2 ms.</source>
        <translation>%1 n’a pas joué dans les %2 ms.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 did not answer within %2 ms.</source>
        <translation>%1 n’a pas répondu dans les %2 ms.</translation>
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
        <translation>Évaluation pour le camp au trait</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>OXO Hard</source>
        <translation>OXO Difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose &amp;Engine…</source>
        <translation>Choisir un &amp;moteur…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Analyser:</source>
        <translation>&amp;Analyseur&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Lines:</source>
        <translation>&amp;Lignes&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Best lines</source>
        <translation>Meilleures lignes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>loses</source>
        <translation>perd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>wins</source>
        <translation>gagne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colours of the cells, from losing to winning moves</source>
        <translation>Couleurs des cases, des coups perdants aux coups gagnants</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The engine was dropped: %1</source>
        <translation>Le moteur a été abandonné&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Choose a Gomocup Engine</source>
        <translation>Choisir un moteur Gomocup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gomocup engines (pbrain-*);;All files (*)</source>
        <translation>Moteurs Gomocup (pbrain-*);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Analysis is off.</source>
        <translation>L’analyse est désactivée.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting while a bot thinks…</source>
        <translation>En attente pendant qu’un bot réfléchit…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Depth %1 · %2 nodes · %3 nodes/s · %4 s%5</source>
        <translation>Profondeur %1 · %2 nœuds · %3 nœuds/s · %4 s%5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · searching</source>
        <translation> · recherche en cours</translation>
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
        <translation>OXO Difficile</translation>
    </message>
</context>
<context>
    <name>oxo::ui::BoardView</name>
    <message>
        <location filename="../ui/widgets/src/board_accessible.cpp" line="+53"/>
        <source>forbidden</source>
        <translation>interdit</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>Game board, %1×%1</source>
        <translation>Grille de jeu, %1×%1</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Column %1</source>
        <translation>Colonne %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Row %1</source>
        <translation>Ligne %1</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/board_view.cpp" line="+63"/>
        <source>Game board</source>
        <translation>Grille de jeu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Arrow keys move, Enter or Space plays, Page Up and Page Down move by a screen</source>
        <translation>Les flèches déplacent, Entrée ou Espace joue, Page précédente et Page suivante déplacent d’un écran</translation>
    </message>
    <message>
        <location line="+212"/>
        <source>Arrow keys</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move the focus frame</source>
        <translation>Déplacer le cadre de focus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter, Space</source>
        <translation>Entrée, Espace</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the cell in the focus frame</source>
        <translation>Jouer la case du cadre de focus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Home, End</source>
        <translation>Début, Fin</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First or last cell of the row</source>
        <translation>Première ou dernière case de la ligne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Home, Ctrl+End</source>
        <translation>Ctrl+Début, Ctrl+Fin</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>First or last cell of the board</source>
        <translation>Première ou dernière case de la grille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Page Up, Page Down</source>
        <translation>Page précédente, Page suivante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Up or down by a screen</source>
        <translation>Monter ou descendre d’un écran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+molette</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Zoom in or out</source>
        <translation>Agrandir ou réduire</translation>
    </message>
</context>
<context>
    <name>oxo::ui::EndPanel</name>
    <message>
        <location filename="../ui/widgets/src/end_panel.cpp" line="+20"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undo</source>
        <translation>Annuler le coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide this panel to look at the final position</source>
        <translation>Masquer ce panneau pour voir la position finale</translation>
    </message>
</context>
<context>
    <name>oxo::ui::EvaluationDock</name>
    <message>
        <location filename="../ui/widgets/src/evaluation_dock.cpp" line="+142"/>
        <source>Evaluation</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Players&apos; lines</source>
        <translation>Lignes des joueurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Review progress</source>
        <translation>Progression de la revue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cancel Review</source>
        <translation>&amp;Annuler la revue</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The review was cancelled.</source>
        <translation>La revue a été annulée.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>There are no moves to review yet.</source>
        <translation>Il n’y a pas encore de coups à passer en revue.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Reviewing the game…</source>
        <translation>Revue de la partie…</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Game → Analyse Game weighs every move and draws the game here.</source>
        <translation>Partie → Analyser la partie pèse chaque coup et trace la partie ici.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 of %2 moves weighed: %3, %4.</source>
        <translation>%1 coups pesés sur %2&#xa0;: %3, %4.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n mistake(s) (?)</source>
        <translation>
            <numerusform>%n erreur (?)</numerusform>
            <numerusform>%n erreurs (?)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n blunder(s) (??)</source>
        <translation>
            <numerusform>%n gaffe (??)</numerusform>
            <numerusform>%n gaffes (??)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>oxo::ui::EvaluationGraph</name>
    <message>
        <location line="-237"/>
        <source>Evaluation graph</source>
        <translation>Graphique d’évaluation</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>%n position(s) weighed, a line per player; click a point to show it</source>
        <translation>
            <numerusform>%n position pesée, une ligne par joueur&#xa0;; cliquez sur un point pour l’afficher</numerusform>
            <numerusform>%n positions pesées, une ligne par joueur&#xa0;; cliquez sur un point pour l’afficher</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n position(s) weighed; click a point to show it</source>
        <translation>
            <numerusform>%n position pesée&#xa0;; cliquez sur un point pour l’afficher</numerusform>
            <numerusform>%n positions pesées&#xa0;; cliquez sur un point pour l’afficher</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>oxo::ui::ExchangeCommands</name>
    <message>
        <location filename="../ui/widgets/src/exchange_commands.cpp" line="+37"/>
        <source>Paste Position</source>
        <translation>Coller la position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pasted text is a legal game read in more than one way. Which is meant?</source>
        <translation>Le texte collé est une partie légale qui se lit de plusieurs façons. Laquelle est voulue&#xa0;?</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Could Not Paste the Position</source>
        <translation>Impossible de coller la position</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The clipboard holds no game OXO can play here:
%1</source>
        <translation>Le presse-papiers ne contient aucune partie qu’OXO puisse jouer ici&#xa0;:
%1</translation>
    </message>
    <message>
        <location line="+60"/>
        <location line="+29"/>
        <source>Export Image</source>
        <translation>Exporter l’image</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Move &amp;numbers</source>
        <translation>&amp;Numéros des coups</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Coordinates</source>
        <translation>&amp;Coordonnées</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>oxo-board.png</source>
        <translation>oxo-grille.png</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Could Not Export the Image</source>
        <translation>Impossible d’exporter l’image</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Could not write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>oxo::ui::FileCommands</name>
    <message>
        <location filename="../ui/widgets/src/file_commands.cpp" line="+24"/>
        <source>OXO games (*.oxo)</source>
        <translation>Parties OXO (*.oxo)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Piskvork games (*.psq)</source>
        <translation>Parties Piskvork (*.psq)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SGF games (*.sgf)</source>
        <translation>Parties SGF (*.sgf)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Positions, one game a line (*.txt)</source>
        <translation>Positions, une partie par ligne (*.txt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All games (*.oxo *.psq *.sgf *.txt)</source>
        <translation>Toutes les parties (*.oxo *.psq *.sgf *.txt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>game.oxo</source>
        <translation>partie.oxo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Run a Program from a Game File?</source>
        <translation>Lancer un programme indiqué par un fichier de partie ?</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Replace File?</source>
        <translation>Remplacer le fichier&#xa0;?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 existe déjà.
Voulez-vous le remplacer&#xa0;?</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Run the Program</source>
        <translation>Lancer le programme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let OXO&apos;s Bot Play</source>
        <translation>Laisser jouer le bot d’OXO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Do Not Open</source>
        <translation>Ne pas ouvrir</translation>
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
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>Annuler le &amp;coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+185"/>
        <source>&amp;Pause Bots</source>
        <translation>&amp;Pause des bots</translation>
    </message>
    <message>
        <location line="-183"/>
        <location line="+186"/>
        <source>Rep&amp;lay Game</source>
        <translation>Re&amp;voir la partie</translation>
    </message>
    <message>
        <location line="-185"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Se&amp;ttings…</source>
        <translation>Para&amp;mètres…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show &amp;Coordinates</source>
        <translation>Afficher les &amp;coordonnées</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Move &amp;Numbers</source>
        <translation>N&amp;uméros des coups</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New Game from &amp;Opening…</source>
        <translation>Nouvelle partie depuis une ouver&amp;ture…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export Image…</source>
        <translation>E&amp;xporter l’image…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Analyse Ga&amp;me</source>
        <translation>&amp;Analyser la partie</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pla&amp;yers</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Position</source>
        <translation>&amp;Copier la position</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy Position for &amp;Analysis Boards</source>
        <translation>Copier la position pour les plateaux d’&amp;analyse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste Position</source>
        <translation>C&amp;oller la position</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Colou&amp;rs</source>
        <translation>C&amp;ouleurs</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to Play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;About OXO</source>
        <translation>À &amp;propos d’OXO</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Toolbar</source>
        <translation>Barre d’outils</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Toolbar</source>
        <translation>&amp;Barre d’outils</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Zoom &amp;In</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fit Board to Window</source>
        <translation>&amp;Ajuster la grille à la fenêtre</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animations</source>
        <translation>A&amp;nimations</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Sound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2 (%3)</source>
        <translation>%1&#xa0;: %2 (%3)</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&amp;Resume Bots</source>
        <translation>&amp;Reprendre les bots</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stop Rep&amp;lay</source>
        <translation>Arrêter la re&amp;lecture</translation>
    </message>
</context>
<context>
    <name>oxo::ui::GameController</name>
    <message>
        <location filename="../ui/controller/src/game_controller_bots.cpp" line="+154"/>
        <source>%1 played a move OXO refused: %2</source>
        <translation>%1 a joué un coup refusé par OXO&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../ui/controller/src/game_controller_opening.cpp" line="+54"/>
        <source>No opening choice is due now</source>
        <translation>Aucun choix d’ouverture n’est attendu maintenant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This is a past position: go back to the game to choose</source>
        <translation>C’est une position passée&#xa0;: revenez à la partie pour choisir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not your choice: %1 chooses</source>
        <translation>Ce n’est pas votre choix&#xa0;: %1 choisit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That choice is not offered now</source>
        <translation>Ce choix n’est pas proposé maintenant</translation>
    </message>
</context>
<context>
    <name>oxo::ui::GameFiles</name>
    <message>
        <location filename="../ui/controller/src/game_files.cpp" line="+65"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The game saved automatically has a player that is a program on this computer:</source>
        <translation>La partie enregistrée automatiquement a un joueur qui est un programme de cet ordinateur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This game file names a program on this computer as a player:</source>
        <translation>Ce fichier de partie désigne un programme de cet ordinateur comme joueur :</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OXO runs it only if you agree. A game file can name any program, so run it only if you trust it. If you do not, OXO&apos;s Hard bot plays that seat instead.</source>
        <translation>OXO ne le lance que si vous acceptez. Un fichier de partie peut désigner n’importe quel programme : ne le lancez que si vous lui faites confiance. Sinon, le bot difficile d’OXO joue à cette place.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>&quot;%1&quot;: %2</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Program Not Run</source>
        <translation>Programme non lancé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OXO&apos;s Hard bot plays instead of:
%1</source>
        <translation>Le bot difficile d’OXO joue à la place de&#xa0;:
%1</translation>
    </message>
    <message>
        <location line="+62"/>
        <location line="+14"/>
        <source>Could Not Open Game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Could not open %1:
%2</source>
        <translation>Impossible d’ouvrir %1&#xa0;:
%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Could not open %1:
it cannot be played here: %2</source>
        <translation>Impossible d’ouvrir %1&#xa0;:
elle ne peut pas être jouée ici&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Could Not Save Game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not save %1:
%2
The old file, if any, is unchanged.</source>
        <translation>Impossible d’enregistrer %1&#xa0;:
%2
L’ancien fichier, s’il existe, n’a pas été modifié.</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+14"/>
        <source>Autosaved Game Damaged</source>
        <translation>Partie sauvegardée automatiquement endommagée</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>The autosaved game could not be restored, so a new game starts.
%1</source>
        <translation>La partie sauvegardée automatiquement n’a pas pu être restaurée&#xa0;; une nouvelle partie commence.
%1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The autosaved game could not be restored, so a new game starts.</source>
        <translation>La partie sauvegardée automatiquement n’a pas pu être restaurée&#xa0;; une nouvelle partie commence.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Engine Not Used</source>
        <translation>Moteur externe non utilisé</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Autosave Failed</source>
        <translation>Échec de la sauvegarde automatique</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The game could not be autosaved:
%1</source>
        <translation>La partie n’a pas pu être sauvegardée automatiquement&#xa0;:
%1</translation>
    </message>
</context>
<context>
    <name>oxo::ui::HowToPlayDialog</name>
    <message>
        <location filename="../ui/widgets/src/help_dialogs.cpp" line="+54"/>
        <source>How to Play</source>
        <translation>Comment jouer</translation>
    </message>
</context>
<context>
    <name>oxo::ui::MainWindow</name>
    <message>
        <location filename="../ui/widgets/src/main_window.cpp" line="+142"/>
        <source>Start a New Game?</source>
        <translation>Commencer une nouvelle partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open Another Game?</source>
        <translation>Ouvrir une autre partie&#xa0;?</translation>
    </message>
    <message>
        <location line="-75"/>
        <source>&amp;Moves</source>
        <translation>Cou&amp;ps</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scor&amp;e</source>
        <translation>Résul&amp;tats</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ana&amp;lysis</source>
        <translation>Ana&amp;lyse</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>E&amp;valuation Graph</source>
        <translation>&amp;Graphique d’évaluation</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>The game in progress has not been saved. Save it before these settings start a new game?</source>
        <translation>La partie en cours n’a pas été enregistrée. L’enregistrer avant que ces paramètres ne lancent une nouvelle partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game in progress has not been saved. Save it before starting a new game?</source>
        <translation>La partie en cours n’a pas été enregistrée. L’enregistrer avant de commencer une nouvelle partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game in progress has not been saved. Save it before opening another game?</source>
        <translation>La partie en cours n’a pas été enregistrée. L’enregistrer avant d’ouvrir une autre partie&#xa0;?</translation>
    </message>
    <message>
        <location line="+167"/>
        <source>Your desktop asks for reduced motion</source>
        <translation>Votre bureau demande moins d’animations</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>About OXO</source>
        <translation>À propos d’OXO</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;h3&gt;OXO %1&lt;/h3&gt;&lt;p&gt;Tic-tac-toe on boards from 3×3 to 50×50, for two to four players, people or bots.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;OXO %1&lt;/h3&gt;&lt;p&gt;Le morpion sur des grilles de 3×3 à 50×50, de deux à quatre joueurs, humains ou bots.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;p&gt;Copyright © 2026 The OXO developers.&lt;br&gt;Released under the MIT licence: free to use, copy, change and share, without any warranty.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Copyright © 2026 Les développeurs d’OXO.&lt;br&gt;Publié sous licence MIT&#xa0;: libre d’utiliser, de copier, de modifier et de partager, sans aucune garantie.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>oxo::ui::MoveListDock</name>
    <message>
        <location filename="../ui/widgets/src/move_list_dock.cpp" line="+35"/>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move list</source>
        <translation>Liste des coups</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the Game</source>
        <translation>Retour à la partie</translation>
    </message>
</context>
<context>
    <name>oxo::ui::MoveListModel</name>
    <message>
        <location filename="../ui/controller/src/move_list_model.cpp" line="+35"/>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Better: %1</source>
        <translation>Meilleur&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1, a blunder; better %2</source>
        <translation>%1, une gaffe&#xa0;; meilleur&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1, a mistake; better %2</source>
        <translation>%1, une erreur&#xa0;; meilleur&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 (better %3)</source>
        <translation>%1 %2 (meilleur&#xa0;: %3)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 (time ran out)</source>
        <comment>a move the clock played</comment>
        <translation>%1 (temps écoulé)</translation>
    </message>
</context>
<context>
    <name>oxo::ui::OpeningChoiceDialog</name>
    <message>
        <location filename="../ui/widgets/src/opening_choice_dialog.cpp" line="+19"/>
        <source>You play X; the other player plays O and moves next.</source>
        <translation>Vous jouez X&#xa0;; l’autre joueur joue O et joue le coup suivant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You play O and move next.</source>
        <translation>Vous jouez O et jouez le coup suivant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You place an O and an X stone; then the other player chooses a colour.</source>
        <translation>Vous posez une pierre O et une pierre X&#xa0;; puis l’autre joueur choisit une couleur.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play &amp;X</source>
        <translation>Jouer &amp;X</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play &amp;O</source>
        <translation>Jouer &amp;O</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Place &amp;two more stones</source>
        <translation>Poser &amp;deux pierres de plus</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose a Colour</source>
        <translation>Choisir une couleur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, the opening stones are placed. Which colour do you play?</source>
        <translation>%1, les pierres d’ouverture sont posées. Quelle couleur jouez-vous&#xa0;?</translation>
    </message>
</context>
<context>
    <name>oxo::ui::OpeningDialog</name>
    <message>
        <location filename="../ui/widgets/src/opening_dialog.cpp" line="+41"/>
        <source>New Game from Opening</source>
        <translation>Nouvelle partie depuis une ouverture</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Openings</source>
        <translation>Ouvertures</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Start Game</source>
        <translation>&amp;Commencer la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Random</source>
        <translation>&amp;Au hasard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;File…</source>
        <translation>Ouvrir un &amp;fichier…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>OXO&apos;s openings</source>
        <translation>Ouvertures d’OXO</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>%1: %n opening(s) for this board.</source>
        <translation>
            <numerusform>%1&#xa0;: %n ouverture pour cette grille.</numerusform>
            <numerusform>%1&#xa0;: %n ouvertures pour cette grille.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n left out: they do not fit this board or its rules.</source>
        <translation>
            <numerusform>%n écartée&#xa0;: elle ne convient pas à cette grille ou à ses règles.</numerusform>
            <numerusform>%n écartées&#xa0;: elles ne conviennent pas à cette grille ou à ses règles.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only the first %1 are listed.</source>
        <translation>Seules les %1 premières sont listées.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has no opening for this board or its rules.</source>
        <translation>%1 n’a aucune ouverture pour cette grille ou ses règles.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has no opening for this board or its rules; the list is unchanged.</source>
        <translation>%1 n’a aucune ouverture pour cette grille ou ses règles&#xa0;; la liste est inchangée.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Open Opening File</source>
        <translation>Ouvrir un fichier d’ouvertures</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opening files (*.txt);;All files (*)</source>
        <translation>Fichiers d’ouvertures (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not open %1: %2</source>
        <translation>Impossible d’ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is too large for an opening file.</source>
        <translation>%1 est trop gros pour un fichier d’ouvertures.</translation>
    </message>
</context>
<context>
    <name>oxo::ui::ScoreDock</name>
    <message>
        <location filename="../ui/widgets/src/score_dock.cpp" line="+17"/>
        <source>Score</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Count</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Statistics across runs</source>
        <translation>Statistiques de toutes les sessions</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+2"/>
        <source>Clear Statistics</source>
        <translation>Effacer les statistiques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the results of all games played so far?</source>
        <translation>Oublier les résultats de toutes les parties jouées jusqu’ici&#xa0;?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This session:</source>
        <translation>Cette session&#xa0;:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no games finished yet</source>
        <translation>aucune partie terminée pour l’instant</translation>
    </message>
</context>
<context>
    <name>oxo::ui::SettingsDialog</name>
    <message>
        <location filename="../ui/widgets/src/settings_dialog.cpp" line="+41"/>
        <source>Game Settings</source>
        <translation>Paramètres de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Board</source>
        <translation>Grille</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>End as a draw when no line can be won any more</source>
        <translation>Match nul dès qu’aucune ligne ne peut plus être gagnée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gravity: marks drop to the lowest free cell</source>
        <translation>Gravité&#xa0;: les pions tombent dans la case libre la plus basse</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Freestyle: a longer run wins too</source>
        <translation>Libre : une ligne plus longue gagne aussi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exact length: a longer run does not win</source>
        <translation>Longueur exacte&#xa0;: un alignement plus long ne gagne pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Renju: the first player has forbidden moves</source>
        <translation>Renju : le premier joueur a des coups interdits</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;size:</source>
        <translation>&amp;Taille de la grille&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Win length:</source>
        <translation>&amp;Alignement gagnant&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rule:</source>
        <translation>&amp;Règle :</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../ui/widgets/src/settings_dialog_checks.cpp" line="+41"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Players:</source>
        <translation>&amp;Nombre&#xa0;:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Name of player %1</source>
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Who plays %1</source>
        <translation>Qui joue %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>pbrain-* executable</source>
        <translation>exécutable pbrain-*</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Engine program for %1</source>
        <translation>Moteur pour %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the engine program for %1</source>
        <translation>Choisir le moteur pour %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>S&amp;tarts:</source>
        <translation>Qui &amp;commence&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The least time a bot takes per move, so bot games can be followed</source>
        <translation>Temps minimal qu’un bot prend par coup, pour que l’on puisse suivre les parties entre bots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bot pa&amp;use:</source>
        <translation>&amp;Pause des bots&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How many of the processor&apos;s threads the Hard bot, hints, the analysis and game reviews may use: more think faster</source>
        <translation>Combien de fils d’exécution du processeur le bot Difficile, les indices, l’analyse et la revue des parties peuvent utiliser : davantage réfléchissent plus vite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bot thr&amp;eads:</source>
        <translation>&amp;Fils d’exécution des bots&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> MiB</source>
        <translation> Mio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The memory each outside engine is told it may use</source>
        <translation>La mémoire que chaque moteur externe est autorisé à utiliser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Engine &amp;memory:</source>
        <translation>&amp;Mémoire des moteurs :</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Move clock</source>
        <translation>&amp;Limite de temps</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random move is played</source>
        <translation>Un coup au hasard est joué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player loses</source>
        <translation>Le joueur perd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per move:</source>
        <translation>Temps par coup&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When time runs out:</source>
        <translation>Quand le temps est écoulé&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Why the game cannot start</source>
        <translation>Pourquoi la partie ne peut pas commencer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>With the win length equal to the board size no longer run exists.</source>
        <translation>Si la longueur gagnante égale la taille du plateau, aucune ligne plus longue n’existe.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Renju is played by two players, five in a row, without gravity.</source>
        <translation>Le renju se joue à deux, cinq alignés, sans gravité.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The first player may not make a line of six or more, two fours at once or two open threes at once, unless the move also makes five.</source>
        <translation>Le premier joueur ne peut faire ni ligne de six ou plus, ni deux quatre à la fois, ni deux trois ouverts à la fois, sauf si le coup fait aussi cinq.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>an outside engine cannot play the swap openings.</source>
        <translation>un moteur externe ne peut pas jouer les ouvertures swap.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog_checks.cpp" line="+23"/>
        <source>%1 %2 is not possible (%3 to %4), so %5 is used.</source>
        <translation>%1 %2 n’est pas possible (de %3 à %4), %5 est donc utilisé.</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Board size</source>
        <translation>Taille du plateau</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Win length</source>
        <translation>Longueur gagnante</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bot pause</source>
        <translation>Pause des bots</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bot threads</source>
        <translation>Fils d’exécution des bots</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Engine memory</source>
        <translation>Mémoire des moteurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time per move</source>
        <translation>Temps par coup</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %2 is not possible (only %3), so %4 is used.</source>
        <translation>%1 %2 n’est pas possible (seulement %3)&#xa0;; %4 est utilisé.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 %2 is not possible: it can only be %3.</source>
        <translation>%1 %2 n’est pas possible&#xa0;: seul %3 l’est.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog.cpp" line="-91"/>
        <source>Choose a pbrain engine</source>
        <translation>Choisir un moteur pbrain</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Gomocup engines (pbrain-*);;All files (*)</source>
        <translation>Moteurs Gomocup (pbrain-*);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog_checks.cpp" line="-60"/>
        <source>Engine…</source>
        <translation>Moteur…</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog.cpp" line="+105"/>
        <source>Outside engines are not offered: %1</source>
        <translation>Les moteurs externes ne sont pas proposés&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog_checks.cpp" line="+66"/>
        <source>%1 %2 is not possible: choose %3 to %4.</source>
        <translation>%1 %2 n’est pas possible : choisissez de %3 à %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: enter a number from %2 to %3.</source>
        <translation>%1 : saisissez un nombre de %2 à %3.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Player %1 needs a name.</source>
        <translation>Le joueur %1 a besoin d’un nom.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose the engine program for %1.</source>
        <translation>Choisissez le programme du moteur pour %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The engine for %1 is not an executable file.</source>
        <translation>Le moteur pour %1 n’est pas un fichier exécutable.</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog.cpp" line="+28"/>
        <source>Not an executable file</source>
        <translation>Ce n’est pas un fichier exécutable</translation>
    </message>
    <message>
        <location filename="../ui/widgets/src/settings_dialog_opening.cpp" line="+13"/>
        <source>None: players take turns from the first move</source>
        <translation>Aucune&#xa0;: les joueurs jouent à tour de rôle dès le premier coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap: three stones, then the other player picks a colour</source>
        <translation>Swap&#xa0;: trois pierres, puis l’autre joueur choisit une couleur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Swap2: as swap, or two more stones and the first player picks</source>
        <translation>Swap2&#xa0;: comme swap, ou deux pierres de plus et le premier joueur choisit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opening rule</source>
        <translation>Règle d’ouverture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Opening:</source>
        <translation>&amp;Ouverture&#xa0;:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Who places the first stones and how the colours are then chosen</source>
        <translation>Qui pose les premières pierres et comment les couleurs sont ensuite choisies</translation>
    </message>
</context>
<context>
    <name>oxo::ui::ShortcutsDialog</name>
    <message>
        <location filename="../ui/widgets/src/help_dialogs.cpp" line="+21"/>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Board</source>
        <translation>Grille</translation>
    </message>
</context>
<context>
    <name>oxo::ui::StatusPanel</name>
    <message>
        <location filename="../ui/widgets/src/status_panel.cpp" line="+26"/>
        <source>Game status</source>
        <translation>État de la partie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bot is thinking</source>
        <translation>Le bot réfléchit</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Time left for this move: %1</source>
        <translation>Temps restant pour ce coup&#xa0;: %1</translation>
    </message>
</context>
</TS>
