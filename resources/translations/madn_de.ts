<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../../madn_qt/dialogs/about.py" line="+23"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>compiled (mypyc)</source>
        <translation>kompiliert (mypyc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pure Python (no compiled core on this computer)</source>
        <translation>reines Python (auf diesem Computer kein kompilierter Kern)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Licence: {licence}</source>
        <translation>Lizenz: {licence}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules engine: {engine}</source>
        <translation>Regelwerk: {engine}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help ▸ Rules (F1) explains the rules and every key.</source>
        <translation>Hilfe ▸ Regeln (F1) erklärt die Regeln und jede Taste.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About Mensch ärgere Dich nicht</source>
        <translation>Über Mensch ärgere Dich nicht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mensch ärgere Dich nicht</source>
        <translation>Mensch ärgere Dich nicht</translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <location filename="../../madn_qt/log/board_words.py" line="+96"/>
        <source>Game board</source>
        <translation>Spielbrett</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game is running.</source>
        <translation>Es läuft kein Spiel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game board: {turn}</source>
        <translation>Spielbrett: {turn}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The game is over. {who} wins.</source>
        <translation>Das Spiel ist aus. {who} gewinnt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll-off for the first turn: {who} rolls.</source>
        <translation>Auswürfeln, wer beginnt: {who} würfelt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} is to move, rolled {pips}.</source>
        <translation>{who} ist am Zug, hat {pips} gewürfelt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who} is to roll.</source>
        <translation>{who} ist am Zug und würfelt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The train passes when this table round ends.</source>
        <translation>Die Eisenbahn fährt am Ende dieser Runde durch.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The train passes in %n table round(s).</source>
        <translation>
            <numerusform>Die Eisenbahn fährt in %n Runde durch.</numerusform>
            <numerusform>Die Eisenbahn fährt in %n Runden durch.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../madn_qt/log/under_way.py" line="+112"/>
        <source>{who}, computer ({level})</source>
        <translation>{who}, Computer ({level})</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../madn_qt/log/under_way.py" line="+5"/>
        <source>{who}: knocked out.</source>
        <translation>{who}: ausgeschieden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../madn_qt/log/under_way.py" line="+2"/>
        <source>{who}: finished, place {place}.</source>
        <translation>{who}: fertig, Platz {place}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who}: last roll {pips}.</source>
        <translation>{who}: zuletzt {pips} gewürfelt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who}: no roll yet.</source>
        <translation>{who}: noch nicht gewürfelt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Figure {n}: house, safe.</source>
        <translation>Figur {n}: Haus, sicher.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Figures {list}: house, safe.</source>
        <translation>Figuren {list}: Haus, sicher.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>railway crossing</source>
        <translation>Bahnübergang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>star field</source>
        <translation>Sternfeld</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field {n}</source>
        <translation>Feld {n}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+37"/>
        <source>Figure {n}: {place}, not safe.</source>
        <translation>Figur {n}: {place}, nicht sicher.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Next ahead: {who} figure {n}, {away}.</source>
        <translation>Nächste davor: {who} Figur {n}, {away}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next behind: {who} figure {n}, {away}.</source>
        <translation>Nächste dahinter: {who} Figur {n}, {away}.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n field(s) away</source>
        <translation>
            <numerusform>%n Feld entfernt</numerusform>
            <numerusform>%n Felder entfernt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Figure {n}: {place}, safe.</source>
        <translation>Figur {n}: {place}, sicher.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>goal place {k} of {size}</source>
        <translation>Zielfeld {k} von {size}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>start field {n}</source>
        <translation>Startfeld {n}</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <location filename="../../madn_qt/panel/dice_text.py" line="+27"/>
        <source>D{sides} until this table round ends</source>
        <translation>W{sides} bis zum Ende dieser Runde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D{sides} for this table round and the next</source>
        <translation>W{sides} in dieser und der nächsten Runde</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>D{sides} for this table round and %n more</source>
        <translation>
            <numerusform>W{sides} noch in dieser Runde und %n weiteren</numerusform>
            <numerusform>W{sides} noch in dieser Runde und %n weiteren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two dice this turn</source>
        <translation>Zwei Würfel in diesem Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two dice this turn and the next</source>
        <translation>Zwei Würfel in diesem und im nächsten Zug</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Two dice this turn and %n more</source>
        <translation>
            <numerusform>Zwei Würfel in diesem Zug und %n weiteren</numerusform>
            <numerusform>Zwei Würfel in diesem Zug und %n weiteren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two dice in the next turn</source>
        <translation>Zwei Würfel im nächsten Zug</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Two dice in the next %n turns</source>
        <translation>
            <numerusform>Zwei Würfel im nächsten %n Zug</numerusform>
            <numerusform>Zwei Würfel in den nächsten %n Zügen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventBox</name>
    <message>
        <location filename="../../madn_qt/panel/event_box.py" line="+179"/>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OK (Space)</source>
        <translation>OK (Leertaste)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm the event</source>
        <translation>Ereignis bestätigen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name} turns the wheel…</source>
        <translation>{name} dreht am Glücksrad …</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pip counter reached 32. Where the wheel stops decides what happens before the move.</source>
        <translation>Der Augenzähler hat 32 erreicht. Wo das Glücksrad stehen bleibt, entscheidet, was vor dem Zug geschieht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A star field. Where the wheel stops decides what happens now.</source>
        <translation>Ein Sternfeld. Wo das Glücksrad stehen bleibt, entscheidet, was jetzt geschieht.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name}&apos;s rocket picks its target…</source>
        <translation>Die Rakete von {name} sucht ihr Ziel…</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The second wheel picks one of %n figure(s).</source>
        <translation>
            <numerusform>Das zweite Rad hat %n Figur zur Wahl.</numerusform>
            <numerusform>Das zweite Rad wählt eine von %n Figuren.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+55"/>
        <source>{name}: {event}</source>
        <translation>{name}: {event}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The rocket hits {figure}.</source>
        <translation>Von der Rakete getroffen: {figure}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It flies home from {place}.</source>
        <translation>Sie fliegt von {place} zurück ins Haus.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>{name}&apos;s figure {number}</source>
        <translation>Figur {number} von {name}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Pick your figure to swap:</source>
        <translation>Wähle deine Figur für den Tausch:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Swap it with:</source>
        <translation>Tauschen mit:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick the figure to send back:</source>
        <translation>Wähle die Figur, die zurück muss:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <location filename="../../madn_qt/log/event_log.py" line="+80"/>
        <source>{who}&apos;s pip counter reaches {total}: the wheel turns.</source>
        <translation>Der Augenzähler von {who} erreicht {total}: das Glücksrad dreht sich.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} turns the wheel: {event}.</source>
        <translation>{who} dreht am Glücksrad: {event}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New paths: a shortcut from field {shortcut}, a detour from field {detour}.</source>
        <translation>Neue Wege: eine Abkürzung ab Feld {shortcut}, ein Umweg ab Feld {detour}.</translation>
    </message>
    <message>
        <location line="-46"/>
        <location line="+52"/>
        <source>The six-sided die is back.</source>
        <translation>Der sechsseitige Würfel ist zurück.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{who} rolls two dice in the next %n turns.</source>
        <translation>
            <numerusform>{who} würfelt %n Zug lang mit zwei Würfeln.</numerusform>
            <numerusform>{who} würfelt in den nächsten %n Zügen mit zwei Würfeln.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Everyone rolls a D{sides} until this table round ends.</source>
        <translation>Alle würfeln bis zum Ende dieser Runde mit einem W{sides}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone rolls a D{sides} for this table round and the next.</source>
        <translation>Alle würfeln in dieser und der nächsten Runde mit einem W{sides}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Everyone rolls a D{sides} for this table round and %n more.</source>
        <translation>
            <numerusform>Alle würfeln noch in dieser Runde und %n weiteren mit einem W{sides}.</numerusform>
            <numerusform>Alle würfeln noch in dieser Runde und %n weiteren mit einem W{sides}.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{who} sits out this turn.</source>
        <translation>{who} setzt diesen Zug aus.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{who} sits out this turn and %n more.</source>
        <translation>
            <numerusform>{who} setzt diesen Zug aus und danach noch %n weiteren.</numerusform>
            <numerusform>{who} setzt diesen Zug aus und danach noch %n weitere.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>{who} is knocked out: the figures leave the board.</source>
        <translation>{who} scheidet aus: die Figuren verlassen das Brett.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{who} gets one more figure.</source>
        <translation>{who} bekommt eine Figur mehr.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{event}: it has nothing to act on.</source>
        <translation>{event}: es gibt nichts, worauf es wirkt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{who}&apos;s figure {figure} from {start} to {target}</source>
        <translation>Figur {figure} von {who} von {start} nach {target}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{event}: {moves}.</source>
        <translation>{event}: {moves}.</translation>
    </message>
</context>
<context>
    <name>EventTexts</name>
    <message>
        <location filename="../../madn_qt/event_texts.py" line="+39"/>
        <source>Reinforcement</source>
        <translation>Verstärkung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knocked out</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leader, turn back!</source>
        <translation>Spitze, kehr um!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Construction</source>
        <translation>Baustelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New distribution</source>
        <translation>Neuverteilung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place swap</source>
        <translation>Platztausch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send back</source>
        <translation>Heimschicken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rocket</source>
        <translation>Rakete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second die</source>
        <translation>Zweiter Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-sided die</source>
        <translation>Viererwürfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten-sided die</source>
        <translation>Zehnerwürfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra roll</source>
        <translation>Extrawurf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip a turn</source>
        <translation>Aussetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special train</source>
        <translation>Sonderzug</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You get one more figure: it waits in your house, and your house and goal lane each grow by one place. To win, every one of your figures must reach the goal.</source>
        <translation>Du bekommst eine Figur dazu: Sie wartet in deinem Haus, und dein Haus und deine Zielfelder wachsen um je einen Platz. Zum Sieg müssen alle deine Figuren ins Ziel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are out of the game: your figures leave the board. If only one player is left, that player wins.</source>
        <translation>Du scheidest aus dem Spiel aus: Deine Figuren verlassen das Brett. Bleibt nur noch eine Person übrig, gewinnt sie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For every player, you too, the figure furthest ahead on the ring or unprotected in the goal lane goes back to its house.</source>
        <translation>Bei allen, auch bei dir, geht die vorderste Figur auf dem Laufweg oder ungeschützt in den Zielfeldern zurück ins Haus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The paths are rebuilt: a new green shortcut ({forward} fields forward) and a new orange detour ({back} fields back) replace the old pair.</source>
        <translation>Die Wege werden neu gebaut: Eine neue grüne Abkürzung ({forward} Felder vorwärts) und ein neuer orangefarbener Umweg ({back} Felder zurück) ersetzen das alte Paar.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every figure on the ring is put on a new field of the ring, drawn at random. Nobody is captured.</source>
        <translation>Jede Figur auf dem Laufweg kommt auf ein neues, zufällig gezogenes Feld des Laufwegs. Geschlagen wird dabei niemand.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pick one of your figures on the ring and an opponent&apos;s figure on the ring: the two swap fields.</source>
        <translation>Wähle eine deiner Figuren auf dem Laufweg und eine gegnerische Figur auf dem Laufweg: Die beiden tauschen die Felder.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pick an opponent&apos;s figure on the ring or unprotected in a goal lane: it goes back to its house.</source>
        <translation>Wähle eine gegnerische Figur auf dem Laufweg oder ungeschützt in ihren Zielfeldern: Sie geht zurück in ihr Haus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A second wheel picks one of your opponents&apos; figures on the ring or unprotected in a goal lane, and the rocket sends it back to its house.</source>
        <translation>Ein zweites Glücksrad wählt eine gegnerische Figur auf dem Laufweg oder ungeschützt in ihren Zielfeldern, und die Rakete schickt sie zurück in ihr Haus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For your next {fewest} or {most} turns (drawn at random) you roll two dice and move one figure by their sum. Leaving the house takes a double six.</source>
        <translation>Die nächsten {fewest} oder {most} Male, die du an der Reihe bist (zufällig gezogen), würfelst du mit zwei Würfeln und ziehst eine Figur um ihre Summe. Aus dem Haus kommst du nur mit einem Sechserpasch.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Everyone rolls a four-sided die (1 to {sides}) for the rest of this table round and %n more table round(s). Nobody can leave the house, and no roll gives another roll.</source>
        <translation>
            <numerusform>Alle würfeln für den Rest dieser Runde und %n weitere Runde mit einem vierseitigen Würfel (1 bis {sides}). Niemand kann das Haus verlassen, und kein Wurf bringt einen weiteren Wurf.</numerusform>
            <numerusform>Alle würfeln für den Rest dieser Runde und %n weitere Runden mit einem vierseitigen Würfel (1 bis {sides}). Niemand kann das Haus verlassen, und kein Wurf bringt einen weiteren Wurf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Everyone rolls a ten-sided die (1 to {sides}) for the rest of this table round and %n more table round(s). A 6 still brings a figure out and gives another roll; 7 to {sides} do neither.</source>
        <translation>
            <numerusform>Alle würfeln für den Rest dieser Runde und %n weitere Runde mit einem zehnseitigen Würfel (1 bis {sides}). Eine 6 bringt weiterhin eine Figur heraus und einen weiteren Wurf; 7 bis {sides} tun beides nicht.</numerusform>
            <numerusform>Alle würfeln für den Rest dieser Runde und %n weitere Runden mit einem zehnseitigen Würfel (1 bis {sides}). Eine 6 bringt weiterhin eine Figur heraus und einen weiteren Wurf; 7 bis {sides} tun beides nicht.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You roll once more right after this turn&apos;s move.</source>
        <translation>Gleich nach deinem Zug würfelst du noch einmal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You sit out your next turn.</source>
        <translation>Du setzt aus, wenn du das nächste Mal an der Reihe bist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The train comes after your move: it sends home every figure on its crossings and the unprotected goal figures under its track.</source>
        <translation>Die Eisenbahn kommt nach deinem Zug: Sie schickt jede Figur auf ihren Bahnübergängen und die ungeschützten Figuren in den Zielfeldern unter ihrer Strecke nach Hause.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The train comes now: it sends home every figure on its crossings and the unprotected goal figures under its track.</source>
        <translation>Die Eisenbahn kommt jetzt: Sie schickt jede Figur auf ihren Bahnübergängen und die ungeschützten Figuren in den Zielfeldern unter ihrer Strecke nach Hause.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is nothing for it to act on: nothing happens.</source>
        <translation>Es findet nichts, worauf es wirken könnte: Es passiert nichts.</translation>
    </message>
</context>
<context>
    <name>FlatBoardView</name>
    <message>
        <location filename="../../madn_qt/board/flat_board.py" line="+68"/>
        <source>Game board</source>
        <translation>Spielbrett</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../madn_qt/files/texts.py" line="+23"/>
        <source>It is not a saved game of Mensch ärgere Dich nicht.</source>
        <translation>Es ist kein gespeichertes Spiel von Mensch ärgere Dich nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file does not say which version of the format it uses.</source>
        <translation>Die Datei sagt nicht, welche Version des Formats sie verwendet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A newer version of the game wrote it (format {version}); this version reads format {supported}.</source>
        <translation>Eine neuere Version des Spiels hat sie geschrieben (Format {version}); diese Version liest Format {supported}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Line {line} of its header is damaged.</source>
        <translation>Zeile {line} ihres Kopfes ist beschädigt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Line {line} names a seat that does not exist.</source>
        <translation>Zeile {line} nennt einen Platz, den es nicht gibt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {colour} seat is played by a kind of player this version does not know ({kind}).</source>
        <translation>Den Platz {colour} spielt eine Art Spieler, die diese Version nicht kennt ({kind}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file is cut short: its header is incomplete.</source>
        <translation>Die Datei ist abgeschnitten: ihr Kopf ist unvollständig.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its header lacks the line “{key}”.</source>
        <translation>Ihrem Kopf fehlt die Zeile „{key}“.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its rules (“{flags}”) are not rules this version knows.</source>
        <translation>Ihre Regeln („{flags}“) kennt diese Version nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its seats and rules do not make a game.</source>
        <translation>Ihre Plätze und Regeln ergeben kein Spiel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It holds “{token}”, which is neither a roll nor a move.</source>
        <translation>Sie enthält „{token}“, was weder ein Wurf noch ein Zug ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its count of rolls and moves is damaged.</source>
        <translation>Ihre Zahl der Würfe und Züge ist beschädigt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is cut short or damaged: it announces {promised} rolls and moves but holds {found}.</source>
        <translation>Die Datei ist abgeschnitten oder beschädigt: sie kündigt {promised} Würfe und Züge an, enthält aber {found}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its result line is damaged.</source>
        <translation>Ihre Ergebniszeile ist beschädigt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its line of moves taken back is damaged.</source>
        <translation>Die Zeile der zurückgenommenen Züge ist beschädigt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its result does not match its moves.</source>
        <translation>Ihr Ergebnis passt nicht zu ihren Zügen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll or move number {index} (“{command}”) is not possible at that point of the game.</source>
        <translation>Wurf oder Zug Nummer {index} („{command}“) ist an dieser Stelle des Spiels nicht möglich.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file cannot be read ({reason}).</source>
        <translation>Die Datei kann nicht gelesen werden ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is not a text file (a damaged file, or another kind of file).</source>
        <translation>Es ist keine Textdatei (eine beschädigte Datei oder eine andere Art Datei).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file is damaged.</source>
        <translation>Die Datei ist beschädigt.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The folder does not exist.</source>
        <translation>Den Ordner gibt es nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no permission to write there.</source>
        <translation>Dort darf nicht geschrieben werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk is full.</source>
        <translation>Der Datenträger ist voll.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/files/game_files.py" line="+94"/>
        <location line="+295"/>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location line="-294"/>
        <source>The game could not be saved.</source>
        <translation>Das Spiel konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+274"/>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location line="-273"/>
        <source>This file cannot be opened as a game.</source>
        <translation>Diese Datei lässt sich nicht als Spiel öffnen.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Open the saved game and end the running one?</source>
        <translation>Das gespeicherte Spiel öffnen und das laufende beenden?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game and end the running one?</source>
        <translation>Ein neues Spiel beginnen und das laufende beenden?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The running game has not been saved. Save it first to go on with it another time.</source>
        <translation>Das laufende Spiel ist nicht gespeichert. Speichere es zuerst, um es ein andermal fortzusetzen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Don&apos;t save</source>
        <translation>&amp;Nicht speichern</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open the saved game and close your network table?</source>
        <translation>Das gespeicherte Spiel öffnen und deinen Netzwerktisch schließen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game and close your network table?</source>
        <translation>Ein neues Spiel beginnen und deinen Netzwerktisch schließen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The players on the network are dropped from the game. Save it first to go on with it another time.</source>
        <translation>Die Mitspieler im Netzwerk scheiden aus dem Spiel aus. Speichere es zuerst, um es ein andermal fortzusetzen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Close the table</source>
        <translation>Tisch &amp;schließen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the saved game and leave the network table?</source>
        <translation>Das gespeicherte Spiel öffnen und den Netzwerktisch verlassen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game and leave the network table?</source>
        <translation>Ein neues Spiel beginnen und den Netzwerktisch verlassen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game at the table goes on without you; the computer takes your seat.</source>
        <translation>Das Spiel am Tisch geht ohne dich weiter; der Computer übernimmt deinen Platz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Leave the table</source>
        <translation>Tisch ver&amp;lassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+26"/>
        <source>Network game</source>
        <translation>Netzwerkspiel</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Quit and keep your network table for later?</source>
        <translation>Beenden und deinen Netzwerktisch für später aufheben?</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The players in the game&apos;s window wait up to %n minute(s) for your table to open again: the next time you start the game, it offers to open the table, and they come back by themselves. Later, each comes back to their seat from their lobby.</source>
        <translation>
            <numerusform>Die Mitspieler im Fenster des Spiels warten bis zu %n Minute, bis dein Tisch wieder offen ist: Beim nächsten Start bietet das Spiel an, den Tisch zu öffnen, und sie kommen von selbst zurück. Danach kommt jeder über seine Lobby an seinen Platz zurück.</numerusform>
            <numerusform>Die Mitspieler im Fenster des Spiels warten bis zu %n Minuten, bis dein Tisch wieder offen ist: Beim nächsten Start bietet das Spiel an, den Tisch zu öffnen, und sie kommen von selbst zurück. Danach kommt jeder über seine Lobby an seinen Platz zurück.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Quit and leave the network table?</source>
        <translation>Beenden und den Netzwerktisch verlassen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game at the table goes on without you; the computer takes your seat until you join again.</source>
        <translation>Das Spiel am Tisch geht ohne dich weiter; der Computer übernimmt deinen Platz, bis du wieder mitspielst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Quit and lose the running game?</source>
        <translation>Beenden und das laufende Spiel verlieren?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The running game has not been saved, and it cannot be kept to go on with next time.</source>
        <translation>Das laufende Spiel ist nicht gespeichert und kann nicht für das nächste Mal aufgehoben werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit without saving</source>
        <translation>Ohne Speichern &amp;beenden</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Unsaved game</source>
        <translation>Nicht gespeichertes Spiel</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>The game kept from last time could not be read.</source>
        <translation>Das vom letzten Mal aufbewahrte Spiel ließ sich nicht lesen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{why} The file was moved aside: {file}.</source>
        <translation>{why} Die Datei wurde beiseitegelegt: {file}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game goes on from the move before.</source>
        <translation>Das Spiel geht ab dem Zug davor weiter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kept game</source>
        <translation>Aufbewahrtes Spiel</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../madn_qt/replay/files.py" line="+140"/>
        <source>Saved games</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../../madn_qt/log/game_log.py" line="+123"/>
        <location filename="../../madn_qt/replay/model.py" line="+80"/>
        <source>New game: {players}.</source>
        <translation>Neues Spiel: {players}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game saved as {file}.</source>
        <translation>Spiel gespeichert als {file}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game opened from {file}.</source>
        <translation>Spiel aus {file} geöffnet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game from last time goes on.</source>
        <translation>Das Spiel vom letzten Mal geht weiter.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/window/game_actions.py" line="+160"/>
        <source>Every move taken back is played again.</source>
        <translation>Alle zurückgenommenen Züge sind wieder gespielt.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Moves taken back in this game: %n.</source>
        <translation>
            <numerusform>In diesem Spiel zurückgenommen: %n Zug.</numerusform>
            <numerusform>In diesem Spiel zurückgenommen: %n Züge.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <location filename="../../madn_qt/dialogs/guide.py" line="+186"/>
        <source>{step} of {count}</source>
        <translation>{step} von {count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip guide</source>
        <translation>Anleitung überspringen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play</source>
        <translation>Erste Schritte</translation>
    </message>
    <message>
        <location filename="../../madn_qt/dialogs/guide_steps.py" line="+87"/>
        <source>Welcome to the board</source>
        <translation>Willkommen am Brett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player brings their figures out of the house, once round the ring and home into their goal lane; the first with a full goal lane wins. These few cards show you around the window, and Skip guide ends them whenever you like.</source>
        <translation>Alle bringen ihre Figuren aus dem Haus, einmal über den Laufweg und heim in die eigenen Zielfelder; wer zuerst alle Zielfelder besetzt hat, gewinnt. Diese Karten zeigen dir das Fenster, und „Anleitung überspringen“ beendet sie jederzeit.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rolling the die</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When it is your turn, press Roll or the Space key. A 6 brings a figure out of the house and lets you roll once more. While none of your figures is out, you have three tries to roll a 6.</source>
        <translation>Bist du an der Reihe, drücke „Würfeln“ oder die Leertaste. Eine 6 bringt eine Figur aus dem Haus, und du darfst noch einmal würfeln. Solange keine deiner Figuren draußen ist, hast du drei Versuche für eine 6.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Moving a figure</source>
        <translation>Eine Figur ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a roll, the figures that may move are listed here and ringed on the board. Tab and the arrow keys walk through them, Enter moves the one with the focus; a click on the board works as well. H suggests a move.</source>
        <translation>Nach dem Würfeln stehen hier die Figuren, die ziehen dürfen; auf dem Brett sind sie umrandet. Tab und die Pfeiltasten gehen sie durch, Enter zieht die gewählte; ein Klick auf dem Brett geht auch. H schlägt einen Zug vor.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>House and start field</source>
        <translation>Haus und Startfeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each colour waits in its house in a corner. A figure that comes out stands on the start field next to it and runs round the ring from there. Land on another player&apos;s figure and it has to go back to its house.</source>
        <translation>Jede Farbe wartet in ihrem Haus in einer Ecke. Eine Figur, die herauskommt, steht auf dem Startfeld daneben und läuft von dort über den Laufweg. Landest du auf einer fremden Figur, muss sie zurück in ihr Haus.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The goal lane</source>
        <translation>Die Zielfelder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a whole lap a figure turns into the goal lane of its own colour, towards the middle. Inside the lane it moves only by the exact number. Fill every place of your lane to win.</source>
        <translation>Nach einer ganzen Runde biegt eine Figur in die Zielfelder ihrer Farbe ein, zur Mitte hin. Dort zieht sie nur mit der genauen Augenzahl. Besetze alle deine Zielfelder, und du hast gewonnen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The railway</source>
        <translation>Die Eisenbahn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A railway crosses the board. Every few rounds a train comes through, and a figure standing on one of its two level crossings goes back to its house. The side panel says when the next train is due.</source>
        <translation>Eine Eisenbahn fährt quer über das Brett. Alle paar Runden kommt ein Zug, und eine Figur auf einem ihrer beiden Bahnübergänge muss zurück in ihr Haus. Die Seitenleiste sagt, wann der nächste Zug kommt.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The wheel of fortune</source>
        <translation>Das Glücksrad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In event mode the wheel of fortune turns here when a figure stops on a star field or your pips add up to 32. What it draws, good or bad, happens once you confirm it with Space or Enter.</source>
        <translation>Im Ereignismodus dreht sich hier das Glücksrad, wenn eine Figur auf einem Sternfeld stehen bleibt oder deine Augen zusammen 32 erreichen. Was es zieht, ob gut oder schlecht, geschieht, sobald du es mit Leertaste oder Enter bestätigst.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Keys and help</source>
        <translation>Tasten und Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help ▸ Keyboard shortcuts ({shortcuts}) lists every key of the game, {rules} explains the rules, and Help ▸ How to play shows these cards again. Enjoy the game!</source>
        <translation>Hilfe ▸ Tastenkürzel ({shortcuts}) zeigt alle Tasten des Spiels, {rules} erklärt die Regeln, und Hilfe ▸ Erste Schritte zeigt diese Karten noch einmal. Viel Spaß beim Spielen!</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../../madn_qt/history/window.py" line="+51"/>
        <source>Computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>{moves} (%n taken back)</source>
        <translation>
            <numerusform>{moves} (%n zurückgenommen)</numerusform>
            <numerusform>{moves} (%n zurückgenommen)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} h {minutes} min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes} min {seconds} s</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <location line="+109"/>
        <location line="+49"/>
        <source>Game history</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>&amp;Mode:</source>
        <translation>&amp;Modus:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the &amp;replay</source>
        <translation>&amp;Wiederholung ansehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+66"/>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+66"/>
        <source>Event mode</source>
        <translation>Ereignismodus</translation>
    </message>
    <message>
        <location line="-62"/>
        <location line="+55"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+84"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Games, newest first</source>
        <translation>Spiele, die neuesten zuerst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins per player and computer level</source>
        <translation>Siege je Spieler und Computerstufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins over the games</source>
        <translation>Siege über die Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the game as a replay</source>
        <translation>Das Spiel als Wiederholung ansehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s statistics</source>
        <translation>Die Statistik des Spiels</translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../../madn_qt/history/writer.py" line="+168"/>
        <source>The game history could not be read. It was kept as {file} and a new one was started.</source>
        <translation>Der Spielverlauf ließ sich nicht lesen. Er wurde als {file} aufbewahrt, und ein neuer wurde begonnen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Everybody</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players, best first</source>
        <translation>Spieler, die Besten zuerst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+39"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>{who}: won {wins} of %n game(s)</source>
        <translation>
            <numerusform>{who}: %n Partie, davon {wins} gewonnen</numerusform>
            <numerusform>{who}: %n Partien, davon {wins} gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../madn_qt/history/writer.py" line="-6"/>
        <source>This game could not be added to the game history: {reason}</source>
        <translation>Dieses Spiel konnte nicht in den Spielverlauf aufgenommen werden: {reason}</translation>
    </message>
</context>
<context>
    <name>Lan</name>
    <message>
        <location filename="../../madn_qt/network/status.py" line="+38"/>
        <source>Network game status</source>
        <translation>Status des Netzwerkspiels</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>What the network said, in the programs&apos; own words:</source>
        <translation>Was das Netzwerk gemeldet hat, in den Worten der Programme:</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/glue.py" line="+110"/>
        <source>Ne&amp;twork game…</source>
        <translation>Ne&amp;tzwerkspiel…</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/texts.py" line="+234"/>
        <source>Joining another table ends the game at your table.</source>
        <translation>Setzt du dich an einen anderen Tisch, endet das Spiel an deinem Tisch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hosting or joining a table ends the network game you are in.</source>
        <translation>Einen Tisch zu eröffnen oder sich an einen zu setzen beendet das laufende Netzwerkspiel.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/join_page.py" line="+440"/>
        <source>Tables cannot be found on this network ({reason}): connect to an address.</source>
        <translation>In diesem Netz lassen sich keine Tische finden ({reason}): verbinde dich mit einer Adresse.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/glue.py" line="+101"/>
        <source>Opening the table…</source>
        <translation>Der Tisch wird eröffnet…</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/kept.py" line="+79"/>
        <source>The kept network table in {file} is damaged and cannot be resumed; it was set aside and is not offered again.</source>
        <translation>Der aufbewahrte Netzwerktisch in {file} ist beschädigt und kann nicht fortgesetzt werden; er wurde beiseitegelegt und wird nicht mehr angeboten.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/host_page.py" line="+487"/>
        <location filename="../../madn_qt/network/kept.py" line="+28"/>
        <source>Your table is open; its game goes on.</source>
        <translation>Dein Tisch ist eröffnet; sein Spiel läuft weiter.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/glue.py" line="+20"/>
        <source>Opening the table again…</source>
        <translation>Der Tisch wird wieder geöffnet…</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>The table is open. Others find it in their lobby, or connect to {address}. The game starts when every open seat is taken.</source>
        <translation>Der Tisch ist eröffnet. Die anderen finden ihn in ihrer Lobby oder verbinden sich mit {address}. Das Spiel beginnt, sobald jeder offene Platz besetzt ist.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>You are at the table. The game starts when every open seat is taken.</source>
        <translation>Du sitzt am Tisch. Das Spiel beginnt, sobald jeder offene Platz besetzt ist.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/presence.py" line="+109"/>
        <source>Network game: you are watching.</source>
        <translation>Netzwerkspiel: du schaust zu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network game: you play {seats}.</source>
        <translation>Netzwerkspiel: du spielst {seats}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network game: the computer plays {seats} for you.</source>
        <translation>Netzwerkspiel: der Computer spielt {seats} für dich.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table PIN: {pin}.</source>
        <translation>PIN des Tisches: {pin}.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Everybody is connected.</source>
        <translation>Alle sind verbunden.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/glue.py" line="+102"/>
        <source>No connection: {reason}</source>
        <translation>Keine Verbindung: {reason}</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/lobby.py" line="+43"/>
        <location line="+1"/>
        <location line="+86"/>
        <location filename="../../madn_qt/network/status.py" line="-8"/>
        <location line="+6"/>
        <location filename="../../madn_qt/network/way_back.py" line="+115"/>
        <source>Network game</source>
        <translation>Netzwerkspiel</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/host_page.py" line="-411"/>
        <source>Kept table</source>
        <translation>Aufbewahrter Tisch</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You, at this computer</source>
        <translation>Du, an diesem Computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open for a player on the network</source>
        <translation>Offen für jemanden im Netz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty seat</source>
        <translation>Leerer Platz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays {colour}</source>
        <translation>Wer spielt {colour}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Name of {colour}</source>
        <translation>Name von {colour}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+261"/>
        <source>madn table</source>
        <translation>MÄDN-Tisch</translation>
    </message>
    <message>
        <location line="-258"/>
        <source>Name of the table</source>
        <translation>Name des Tisches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table &amp;name:</source>
        <translation>&amp;Name des Tisches:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Invite over the internet</source>
        <translation>Über das Internet einladen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table gets an invite code for each open seat, to read out to friends anywhere. It is not shown to others on this network.</source>
        <translation>Der Tisch bekommt für jeden offenen Platz einen Einladungscode, den du Freunden überall vorlesen kannst. Anderen in diesem Netz wird er nicht angezeigt.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event mode</source>
        <translation>Ereignismodus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Mode:</source>
        <translation>&amp;Modus:</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Two seats are called {name}: give each a name of its own.</source>
        <translation>Zwei Plätze heißen {name}: Gib jedem einen eigenen Namen.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Fixed while the table is open; close the table to change it.</source>
        <translation>Fest, solange der Tisch offen ist; schließe den Tisch, um es zu ändern.</translation>
    </message>
    <message>
        <location line="-273"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PIN: 4 or 6 digits, or empty for none</source>
        <translation>PIN: 4 oder 6 Ziffern, leer für keine</translation>
    </message>
    <message>
        <location line="+220"/>
        <source>The PIN has 4 or 6 digits (or leave it empty).</source>
        <translation>Die PIN hat 4 oder 6 Ziffern (oder bleibt leer).</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>&amp;PIN (optional):</source>
        <translation>&amp;PIN (freiwillig):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Late arrivals may take a computer&apos;s seat</source>
        <translation>&amp;Nachzügler dürfen einen Platz des Computers übernehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Late arrivals may take a computer&apos;s seat</source>
        <translation>Nachzügler dürfen einen Platz des Computers übernehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While the game runs, a friend who comes late may take over a seat the computer plays. You are asked each time.</source>
        <translation>Während das Spiel läuft, darf jemand, der später dazukommt, einen Platz übernehmen, den der Computer spielt. Du wirst jedes Mal gefragt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In&amp;vite over the internet (with codes)</source>
        <translation>Über das &amp;Internet einladen (mit Codes)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/join_page.py" line="-387"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/host_page.py" line="+46"/>
        <source>&amp;Open the table</source>
        <translation>Tisch &amp;eröffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the &amp;table</source>
        <translation>&amp;Tisch schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the table</source>
        <translation>Tisch schließen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The game at your table &apos;{name}&apos; was interrupted. Resume it: the players come back to their seats and the game goes on.</source>
        <translation>Das Spiel an deinem Tisch „{name}“ wurde unterbrochen. Setze es fort: Die Mitspieler kommen an ihre Plätze zurück, und das Spiel geht weiter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Resume the network table &apos;{name}&apos;</source>
        <translation>Netzwerktisch „{name}“ &amp;fortsetzen</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>A game needs at least two players.</source>
        <translation>Ein Spiel braucht mindestens zwei Spieler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players sit opposite each other: choose red and green, or blue and yellow.</source>
        <translation>Zwei Spieler sitzen einander gegenüber: wähle Rot und Grün oder Blau und Gelb.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open at least one seat for a player on the network.</source>
        <translation>Öffne mindestens einen Platz für jemanden im Netz.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the player&apos;s own name</source>
        <translation>der eigene Name des Spielers</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/join_page.py" line="+41"/>
        <source>&amp;Tables on this network:</source>
        <translation>&amp;Tische in diesem Netz:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables on this network</source>
        <translation>Tische in diesem Netz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Enter to join the selected table. Tables you cannot join are greyed out.</source>
        <translation>Mit der Eingabetaste setzt du dich an den gewählten Tisch. Tische, an die du dich nicht setzen kannst, sind grau.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Looking for tables… A table appears here within seconds.</source>
        <translation>Suche nach Tischen… Ein Tisch erscheint hier innerhalb von Sekunden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>host:port, e.g. 192.168.1.20:40123</source>
        <translation>Rechner:Port, z. B. 192.168.1.20:40123</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address of the table</source>
        <translation>Adresse des Tisches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;onnect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect to the address</source>
        <translation>Mit der Adresse verbinden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connect to &amp;address:</source>
        <translation>Mit &amp;Adresse verbinden:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Join with a &amp;code:</source>
        <translation>Einladungs&amp;code:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>4 or 6 digits, if the table has a PIN</source>
        <translation>4 oder 6 Ziffern, falls der Tisch eine PIN hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PIN of the table</source>
        <translation>PIN des Tisches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;PIN:</source>
        <translation>&amp;PIN:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who plays your seat</source>
        <translation>Wer deinen Platz spielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play myself</source>
        <translation>Ich spiele selbst</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer plays for me ({level})</source>
        <translation>Der Computer spielt für mich ({level})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>I only watch</source>
        <translation>Ich schaue nur zu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seat to take over</source>
        <translation>Platz zum Übernehmen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Who plays:</source>
        <translation>&amp;Wer spielt:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Join</source>
        <translation>&amp;Hinsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join the selected table</source>
        <translation>An den gewählten Tisch setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the table</source>
        <translation>Tisch ver&amp;lassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>You cannot join {name}: {reason}.</source>
        <translation>An {name} kannst du dich nicht setzen: {reason}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This table needs a PIN: enter its 4 or 6 digits.</source>
        <translation>Dieser Tisch braucht eine PIN: Gib ihre 4 oder 6 Ziffern ein.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Enter the address as host:port, for example 192.168.1.20:40123.</source>
        <translation>Gib die Adresse als Rechner:Port ein, zum Beispiel 192.168.1.20:40123.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Enter your name first: the others see your seat under it.</source>
        <translation>Gib zuerst deinen Namen ein: Unter ihm sehen die anderen deinen Platz.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Connecting to {host}:{port}…</source>
        <translation>Verbinde mit {host}:{port}…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Looking for the table of code {code}…</source>
        <translation>Suche den Tisch zum Code {code}…</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>any seat free to take</source>
        <translation>irgendein freier Platz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take over {colour}</source>
        <translation>{colour} übernehmen</translation>
    </message>
    <message>
        <location line="-394"/>
        <source>Play with others on this network: join a table someone opened, or host one. The dice are rolled fairly by all computers together.</source>
        <translation>Spiele mit anderen in diesem Netz: setz dich an einen Tisch, den jemand eröffnet hat, oder eröffne selbst einen. Alle Computer würfeln gemeinsam und fair.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/lobby.py" line="-81"/>
        <source>Join or host</source>
        <translation>Hinsetzen oder eröffnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Jo&amp;in a table</source>
        <translation>An einen Tisch &amp;setzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Host a table</source>
        <translation>Tisch er&amp;öffnen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close the lobby</source>
        <translation>Lobby schließen</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Close your table and end the game for everyone?</source>
        <translation>Deinen Tisch schließen und das Spiel für alle beenden?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The players on the network are dropped, and the game cannot go on later. To stop for now and go on later, quit the program instead (Ctrl+Q): they wait for your table to open again.</source>
        <translation>Die Mitspieler im Netzwerk scheiden aus, und das Spiel lässt sich später nicht fortsetzen. Um jetzt aufzuhören und später weiterzuspielen, beende lieber das Programm (Strg+Q): Die anderen warten, bis dein Tisch wieder eröffnet ist.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Close the table</source>
        <translation>Tisch &amp;schließen</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/seat_list.py" line="+29"/>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>open, waiting for a player</source>
        <translation>offen, wartet auf jemanden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>joined over the network</source>
        <translation>über das Netz dabei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the host&apos;s computer</source>
        <translation>am Computer des Gastgebers</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat}: {name} — {who}</source>
        <translation>{seat}: {name} — {who}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat}: {who}</source>
        <translation>{seat}: {who}</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Seats at the table</source>
        <translation>Plätze am Tisch</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/texts.py" line="-210"/>
        <source>This table needs a PIN.</source>
        <translation>Dieser Tisch braucht eine PIN.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host does not know the table&apos;s PIN: is it the right table?</source>
        <translation>Der Gastgeber kennt die PIN des Tisches nicht: ist es der richtige Tisch?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrong PIN.</source>
        <translation>Falsche PIN.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not let you take over the seat.</source>
        <translation>Der Gastgeber hat dich den Platz nicht übernehmen lassen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seat is not the computer&apos;s any more.</source>
        <translation>Der Platz gehört nicht mehr dem Computer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not answer in time: the seat is free again.</source>
        <translation>Der Gastgeber hat nicht rechtzeitig geantwortet: Der Platz ist wieder frei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table runs another version of the game.</source>
        <translation>Am Tisch läuft eine andere Version des Spiels.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is full: every seat is taken.</source>
        <translation>Der Tisch ist voll: jeder Platz ist besetzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game at this table has started already.</source>
        <translation>Das Spiel an diesem Tisch hat schon begonnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table plays other rules.</source>
        <translation>Der Tisch spielt nach anderen Regeln.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That seat is not open any more.</source>
        <translation>Dieser Platz ist nicht mehr frei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table does not know you (another game?).</source>
        <translation>Der Tisch kennt dich nicht (ein anderes Spiel?).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is no table of this game.</source>
        <translation>Das ist kein Tisch dieses Spiels.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host is closing the table.</source>
        <translation>Der Gastgeber schließt den Tisch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host refused to let you in.</source>
        <translation>Der Gastgeber hat dich nicht hereingelassen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computers no longer agree on the game (out of sync). A report was written to the data folder.</source>
        <translation>Die Computer sind sich über das Spiel nicht mehr einig (nicht synchron). Ein Bericht liegt im Datenordner.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host could not go on with the game.</source>
        <translation>Der Gastgeber konnte das Spiel nicht fortsetzen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host sent something no honest host would; the game stops.</source>
        <translation>Der Gastgeber hat etwas geschickt, was kein ehrlicher Gastgeber schickt; das Spiel endet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host closed the table.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/presence.py" line="+36"/>
        <location filename="../../madn_qt/network/texts.py" line="+1"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/texts.py" line="-18"/>
        <source>The table is busy: try again in a moment.</source>
        <translation>Der Tisch ist gerade beschäftigt: Versuche es gleich noch einmal.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The network game stopped.</source>
        <translation>Das Netzwerkspiel wurde beendet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table is busy — trying again…</source>
        <translation>Der Tisch ist beschäftigt — neuer Versuch…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The connection to the table is lost.</source>
        <translation>Die Verbindung zum Tisch ist verloren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Connection to the host lost — reconnecting…</source>
        <translation>Verbindung zum Gastgeber verloren — neuer Verbindungsversuch…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The host has left the table for a moment. The game waits for the table to open again and goes on by itself (until {time}).</source>
        <translation>Der Gastgeber hat den Tisch kurz verlassen. Das Spiel wartet, bis der Tisch wieder offen ist, und geht dann von selbst weiter (bis {time}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Connection to the host lost — reconnecting… The game waits for the table until {time}.</source>
        <translation>Verbindung zum Gastgeber verloren — neuer Verbindungsversuch… Das Spiel wartet bis {time} auf den Tisch.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To stop waiting: Game ▸ Network game…, Leave the table.</source>
        <translation>Nicht mehr warten: Spiel ▸ Netzwerkspiel…, Tisch verlassen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your seat is kept. When the host opens the table again: Game ▸ Network game…, Join with a code, the same code — you get your seat back.</source>
        <translation>Dein Platz bleibt dir. Sobald der Gastgeber den Tisch wieder öffnet: Spiel ▸ Netzwerkspiel…, Einladungscode, derselbe Code — du bekommst deinen Platz zurück.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your seat is kept. When the host opens the table again: Game ▸ Network game…, the table marked “your seat” — you get your seat back.</source>
        <translation>Dein Platz bleibt dir. Sobald der Gastgeber den Tisch wieder öffnet: Spiel ▸ Netzwerkspiel…, der Tisch mit „dein Platz“ — du bekommst deinen Platz zurück.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You stopped waiting for the table.</source>
        <translation>Du wartest nicht mehr auf den Tisch.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>announces no protocol version</source>
        <translation>nennt keine Protokollversion</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another version of the game (LAN protocol {theirs}, this program {ours})</source>
        <translation>eine andere Version des Spiels (LAN-Protokoll {theirs}, dieses Programm {ours})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an unknown game mode</source>
        <translation>ein unbekannter Spielmodus</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>classic</source>
        <translation>klassisch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>event mode</source>
        <translation>Ereignismodus</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} — cannot join: {reason}</source>
        <translation>{name} — Hinsetzen nicht möglich: {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>your seat: join to play on</source>
        <translation>dein Platz: hinsetzen und weiterspielen</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n freier Platz</numerusform>
            <numerusform>%n freie Plätze</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no free seat</source>
        <translation>kein freier Platz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>needs a PIN</source>
        <translation>braucht eine PIN</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>running — you can watch</source>
        <translation>läuft — du kannst zuschauen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running — the computer plays {colours}; you can take over</source>
        <translation>läuft — der Computer spielt {colours}; du kannst übernehmen</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/late_texts.py" line="+31"/>
        <source>{name} wants to take over {colour} from the computer — allow?</source>
        <translation>{name} möchte {colour} vom Computer übernehmen — erlauben?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} wants to take over {colour} — {player}&apos;s seat, played by the computer since {player} left the table — allow?</source>
        <translation>{name} möchte {colour} übernehmen — den Platz von {player}, den der Computer spielt, seit {player} den Tisch verlassen hat — erlauben?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} wants to take over {colour} from {player}, the computer — allow?</source>
        <translation>{name} möchte {colour} von {player}, dem Computer, übernehmen — erlauben?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{question} Close this window to answer: the question waits above the board.</source>
        <translation>{question} Schließe dieses Fenster, um zu antworten: Die Frage wartet über dem Brett.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Network game: waiting for {host} to let you take over {colour}…</source>
        <translation>Netzwerkspiel: du wartest, bis {host} dich {colour} übernehmen lässt…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network game: waiting for the host to let you take over {colour}…</source>
        <translation>Netzwerkspiel: du wartest, bis der Gastgeber dich {colour} übernehmen lässt…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../madn_qt/network/texts.py" line="+9"/>
        <source>%n wrong PIN attempt(s) in the last minute.</source>
        <translation>
            <numerusform>%n falscher PIN-Versuch in der letzten Minute.</numerusform>
            <numerusform>%n falsche PIN-Versuche in der letzten Minute.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} is missing — the game pauses in {seconds} s.</source>
        <translation>{name} fehlt — das Spiel hält in {seconds} s an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is missing — the computer takes over in {seconds} s.</source>
        <translation>{name} fehlt — der Computer übernimmt in {seconds} s.</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+21"/>
        <source>Missing: {names}. Waiting for them to come back.</source>
        <translation>Es fehlt: {names}. Warten, bis sie zurückkommen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer plays for: {names}.</source>
        <translation>Der Computer spielt für: {names}.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/door.py" line="+110"/>
        <source>A late arrival</source>
        <translation>Ein Nachzügler</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Allow</source>
        <translation>&amp;Erlauben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Allow &amp;everyone</source>
        <translation>A&amp;llen erlauben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Refuse</source>
        <translation>A&amp;blehnen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>F6 takes the keyboard to this question and back; Space still rolls your die.</source>
        <translation>F6 bringt die Tastatur zu dieser Frage und zurück; die Leertaste würfelt weiter für dich.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Allow</source>
        <translation>Erlauben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Allow everyone who comes late</source>
        <translation>Allen Nachzüglern erlauben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/code_entry.py" line="+101"/>
        <source>e.g. 7-guitarist-revenge</source>
        <translation>z. B. 7-guitarist-revenge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite code</source>
        <translation>Einladungscode</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A number and two words from the host of a table on the internet; spaces and capitals do not matter. Press Enter to join.</source>
        <translation>Eine Zahl und zwei Wörter vom Gastgeber eines Tisches im Internet; Leerzeichen und Großbuchstaben sind egal. Mit Enter setzt du dich dazu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Join by co&amp;de</source>
        <translation>Mit dem Code &amp;beitreten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join by the invite code</source>
        <translation>Mit dem Einladungscode beitreten</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>An invite code is a number and two words, like 7-guitarist-revenge.</source>
        <translation>Ein Einladungscode ist eine Zahl und zwei Wörter, etwa 7-guitarist-revenge.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An invite code has two words after its number, like 7-guitarist-revenge.</source>
        <translation>Ein Einladungscode hat zwei Wörter nach seiner Zahl, etwa 7-guitarist-revenge.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>“{words}” is no word of an invite code: check the spelling (the code is not used up).</source>
        <translation>„{words}“ ist kein Wort eines Einladungscodes: prüfe die Schreibweise (der Code ist nicht verbraucht).</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/internet.py" line="+116"/>
        <source>The table is open on the internet (not on this network). Give each friend the code of their seat; the game starts when every open seat is taken.</source>
        <translation>Der Tisch ist im Internet eröffnet (nicht in diesem Netz). Gib jedem Freund den Code seines Platzes; das Spiel beginnt, sobald jeder offene Platz besetzt ist.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Somebody else holds this code on the rendezvous server, so it cannot lead you to the table. Ask your host for a new code.</source>
        <translation>Jemand anderes hält diesen Code auf dem Treffpunkt-Server besetzt, darum führt er dich nicht zum Tisch. Bitte deinen Gastgeber um einen neuen Code.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This code is wrong or was used already. Ask your host for a new code.</source>
        <translation>Dieser Code ist falsch oder wurde schon benutzt. Bitte den Gastgeber um einen neuen Code.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody answered this code: it was used already, or mistyped, or the table is closed. Ask your host for a new code.</source>
        <translation>Auf diesen Code hat niemand geantwortet: Er wurde schon benutzt, falsch getippt, oder der Tisch ist geschlossen. Bitte den Gastgeber um einen neuen Code.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rendezvous server {server} cannot be reached. Is this computer online? Another server can be chosen in Settings.</source>
        <translation>Der Treffpunkt-Server {server} ist nicht erreichbar. Ist dieser Computer online? In den Einstellungen lässt sich ein anderer Server wählen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The code is right, but no connection to the host could be made, not even through the relay {relay}. Ask your host for a new code and try again.</source>
        <translation>Der Code stimmt, aber zum Gastgeber kam keine Verbindung zustande, auch nicht über das Relais {relay}. Bitte den Gastgeber um einen neuen Code und versuche es noch einmal.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This code leads to no table of this game.</source>
        <translation>Dieser Code führt zu keinem Tisch dieses Spiels.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The connection to the table is lost, and a spectator cannot come back by the same code. To watch again, ask your host for a new spectator&apos;s code.</source>
        <translation>Die Verbindung zum Tisch ist abgebrochen, und als Zuschauer kommt man mit demselben Code nicht zurück. Um wieder zuzuschauen, bitte den Gastgeber um einen neuen Zuschauer-Code.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/invites.py" line="+93"/>
        <source>Spectator</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Used by {name}</source>
        <translation>Benutzt von {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used</source>
        <translation>Benutzt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Withdrawn: the seat is no longer open</source>
        <translation>Zurückgezogen: Der Platz ist nicht mehr offen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Someone tried a wrong code — a new code is ready</source>
        <translation>Jemand hat einen falschen Code versucht — ein neuer Code ist bereit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone tried a wrong code — a new code follows</source>
        <translation>Jemand hat einen falschen Code versucht — ein neuer Code folgt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A spectator came in; this code is for the next one</source>
        <translation>Ein Zuschauer ist dabei; dieser Code ist für den nächsten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for a spectator</source>
        <translation>Wartet auf einen Zuschauer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for a friend</source>
        <translation>Wartet auf einen Freund</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Making a code…</source>
        <translation>Code wird erstellt…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rendezvous server {server} cannot be reached, so no code can be made. Is this computer online? Codes come as soon as the server answers; another server can be chosen in Settings.</source>
        <translation>Der Treffpunkt-Server {server} ist nicht erreichbar, darum kann kein Code erstellt werden. Ist dieser Computer online? Die Codes kommen, sobald der Server antwortet; in den Einstellungen lässt sich ein anderer Server wählen.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Invite code for {seat}</source>
        <translation>Einladungscode für {seat}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No invite code for {seat}</source>
        <translation>Kein Einladungscode für {seat}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the code for {seat}</source>
        <translation>Den Code für {seat} kopieren</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Invite &amp;codes</source>
        <translation>Einladungs&amp;codes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invite codes</source>
        <translation>Einladungscodes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read a code out to a friend, or copy it into a message. A code works once and decides the seat; the friend enters it under Join a table.</source>
        <translation>Lies einem Freund einen Code vor oder kopiere ihn in eine Nachricht. Ein Code gilt einmal und bestimmt den Platz; der Freund gibt ihn unter „An einen Tisch setzen“ ein.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Rendezvous server</source>
        <translation>Treffpunkt-Server</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Copied the code for {seat}: {code}</source>
        <translation>Code für {seat} kopiert: {code}</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/way_back.py" line="-43"/>
        <source>A kept network game is damaged</source>
        <translation>Ein aufbewahrtes Netzwerkspiel ist beschädigt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game at your network table &apos;{name}&apos; is not over.</source>
        <translation>Das Spiel an deinem Netzwerktisch „{name}“ ist noch nicht zu Ende.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open your table again: the players come back to their seats and the game goes on. Not now: the lobby (Game ▸ Network game…) offers it later.</source>
        <translation>Öffne deinen Tisch wieder: Die Mitspieler kommen an ihre Plätze zurück, und das Spiel geht weiter. Nicht jetzt: Die Lobby (Spiel ▸ Netzwerkspiel…) bietet es später an.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open your table again</source>
        <translation>Tisch wieder &amp;eröffnen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your network game at the table &apos;{name}&apos; is not over.</source>
        <translation>Dein Netzwerkspiel am Tisch „{name}“ ist noch nicht zu Ende.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rejoin it with the code {code}: you get your seat back and the game goes on. Not now: later, Game ▸ Network game…, Join with a code, the same code.</source>
        <translation>Setz dich mit dem Code {code} wieder hin: Du bekommst deinen Platz zurück, und das Spiel geht weiter. Nicht jetzt: später Spiel ▸ Netzwerkspiel…, Einladungscode, derselbe Code.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rejoin it: you get your seat back and the game goes on. Not now: the lobby (Game ▸ Network game…) marks the table “your seat” for later.</source>
        <translation>Setz dich wieder hin: Du bekommst deinen Platz zurück, und das Spiel geht weiter. Nicht jetzt: Die Lobby (Spiel ▸ Netzwerkspiel…) zeigt den Tisch für später mit „dein Platz“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Rejoin</source>
        <translation>&amp;Zurück an den Tisch</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Not now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Your game at the table &apos;{name}&apos; is not over: Join with a code, {code}, gives you your seat back.</source>
        <translation>Dein Spiel am Tisch „{name}“ ist noch nicht zu Ende: Einladungscode {code} gibt dir deinen Platz zurück.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/seat_book.py" line="+107"/>
        <source>Your kept seat in {file} is damaged and cannot be joined again; it was set aside.</source>
        <translation>Dein aufbewahrter Platz in {file} ist beschädigt und kann nicht wieder eingenommen werden; er wurde beiseitegelegt.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../madn_qt/window/main_window.py" line="+290"/>
        <source>Mensch ärgere Dich nicht</source>
        <translation>Mensch ärgere Dich nicht</translation>
    </message>
    <message>
        <location line="+153"/>
        <source>The game just played</source>
        <translation>Die eben gespielte Partie</translation>
    </message>
    <message>
        <location filename="../../madn_qt/window/menus.py" line="+219"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Roll the die</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a &amp;hint</source>
        <translation>&amp;Tipp anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open game…</source>
        <translation>Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save game…</source>
        <translation>Spiel &amp;speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch a replay…</source>
        <translation>Wiederho&amp;lung ansehen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statis&amp;tics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game histor&amp;y…</source>
        <translation>Spiel&amp;verlauf…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Follow camera</source>
        <translation>Kamera &amp;folgen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset view</source>
        <translation>Ansicht &amp;zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Field &amp;numbers</source>
        <translation>Feld&amp;nummern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Board status</source>
        <translation>&amp;Brett vorlesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Computer turns</source>
        <translation>&amp;Züge des Computers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt pace</source>
        <translation>&amp;Nächstes Tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Normal pace</source>
        <translation>&amp;Normales Tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Four times faster</source>
        <translation>&amp;Viermal schneller</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the &amp;end of the game, without animations</source>
        <translation>Bis zum &amp;Ende des Spiels, ohne Animationen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;ull screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to &amp;play</source>
        <translation>&amp;Erste Schritte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/status_line.py" line="+23"/>
        <source>Start a new game from the Game menu (Ctrl+N).</source>
        <translation>Beginne ein neues Spiel im Menü Spiel (Strg+N).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The board waits while a window or a menu is open — the network game goes on.</source>
        <translation>Das Brett wartet, solange ein Fenster oder Menü offen ist — das Netzwerkspiel läuft weiter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paused while a window or a menu is open.</source>
        <translation>Pausiert, solange ein Fenster oder Menü offen ist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paused here — the network game goes on without waiting. P to go on.</source>
        <translation>Hier angehalten – das Netzwerkspiel läuft ohne Warten weiter. P spielt weiter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paused — P to go on.</source>
        <translation>Angehalten – P spielt weiter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, roll the die: press Space.</source>
        <translation>{name}, würfle: drücke die Leertaste.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}: Enter moves the only figure that can move.</source>
        <translation>{name}: Eingabetaste zieht die einzige Figur, die ziehen kann.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: Tab picks a figure, Enter moves it, H gives a hint.</source>
        <translation>{name}: Tab wählt eine Figur, Eingabetaste zieht sie, H gibt einen Tipp.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name}, the wheel has spoken: Space or Enter.</source>
        <translation>{name}, das Glücksrad hat entschieden: Leertaste oder Enter.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}: Tab picks a figure, Enter takes it.</source>
        <translation>{name}: Tab wählt eine Figur, Enter nimmt sie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} rolls…</source>
        <translation>{name} würfelt…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} moves…</source>
        <translation>{name} zieht…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The train passes…</source>
        <translation>Die Eisenbahn fährt durch…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The wheel turns for {name}…</source>
        <translation>Das Glücksrad dreht sich für {name}…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} plays, four times faster. F: to the end.</source>
        <translation>{name} spielt, viermal schneller. F: bis zum Ende.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} plays, without animations. F: normal pace.</source>
        <translation>{name} spielt, ohne Animationen. F: normales Tempo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} plays. F: faster.</source>
        <translation>{name} spielt. F: schneller.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} plays at another computer.</source>
        <translation>{name} spielt an einem anderen Computer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} plays.</source>
        <translation>{name} spielt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over. {winner} wins. Ctrl+N: a new game.</source>
        <translation>Das Spiel ist aus. {winner} gewinnt. Strg+N: ein neues Spiel.</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>{name} cannot move.</source>
        <translation>{name} kann nicht ziehen.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/window/game_actions.py" line="-124"/>
        <source>Undo is off in a network game: the others have played on.</source>
        <translation>Im Netzwerkspiel gibt es kein Zurücknehmen: Die anderen haben weitergespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over: its moves stand.</source>
        <translation>Das Spiel ist zu Ende: Seine Züge bleiben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing to take back yet: nobody here has moved.</source>
        <translation>Noch nichts zurückzunehmen: Hier hat noch niemand gezogen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game is running.</source>
        <translation>Es läuft kein Spiel.</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>Take back your last move and what the computers did after it.</source>
        <translation>Nimmt deinen letzten Zug zurück und alles, was die Computer danach gespielt haben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo move</source>
        <translation>Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;do move</source>
        <translation>Zug &amp;wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
</context>
<context>
    <name>MoveLogFormatter</name>
    <message>
        <location filename="../../madn_qt/log/move_log.py" line="+113"/>
        <source>{who} captures {victim} on field {field}.</source>
        <translation>{who} schlägt {victim} auf Feld {field}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+32"/>
        <location line="+62"/>
        <source>⚠ Your figure: {line}</source>
        <translation>⚠ Deine Figur: {line}</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>{who} rolls {pips} to decide who begins.</source>
        <translation>{who} würfelt {pips} um den Spielbeginn.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tie: {names} roll again.</source>
        <translation>Gleichstand: {names} würfeln noch einmal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who} begins.</source>
        <translation>{who} beginnt.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The next train comes in %n table rounds.</source>
        <translation>
            <numerusform>Die nächste Eisenbahn kommt in %n Runde.</numerusform>
            <numerusform>Die nächste Eisenbahn kommt in %n Runden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last table round before the train!</source>
        <translation>Letzte Runde vor der Eisenbahn!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} has all figures in the goal: place {place}.</source>
        <translation>{who} hat alle Figuren im Ziel: Platz {place}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over. {who} wins.</source>
        <translation>Das Spiel ist aus. {who} gewinnt.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{who} brings a figure out.</source>
        <translation>{who} bringt eine Figur ins Spiel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} rolls {pips}, brings a figure out.</source>
        <translation>{who} würfelt {pips} und bringt eine Figur ins Spiel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{who} moves figure {figure} from {start} to {target} via {route}.</source>
        <translation>{who} zieht Figur {figure} von {start} nach {target}, über {route}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who} rolls {pips}, moves figure {figure} from {start} to {target} via {route}.</source>
        <translation>{who} würfelt {pips} und zieht Figur {figure} von {start} nach {target}, über {route}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{who} moves figure {figure} from {start} to {target}.</source>
        <translation>{who} zieht Figur {figure} von {start} nach {target}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who} rolls {pips}, moves figure {figure} from {start} to {target}.</source>
        <translation>{who} würfelt {pips} und zieht Figur {figure} von {start} nach {target}.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{who} rolls {pips} and cannot move (%n tries left).</source>
        <translation>
            <numerusform>{who} würfelt {pips} und kann nicht ziehen (noch %n Versuch).</numerusform>
            <numerusform>{who} würfelt {pips} und kann nicht ziehen (noch %n Versuche).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} rolls {pips} and cannot move.</source>
        <translation>{who} würfelt {pips} und kann nicht ziehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} cannot move.</source>
        <translation>{who} kann nicht ziehen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The train passes; nobody is hit.</source>
        <translation>Die Eisenbahn fährt durch und trifft niemanden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} loses figure {figure} on {place}</source>
        <translation>{who} verliert Figur {figure} auf {place}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The train passes: {hits}.</source>
        <translation>Die Eisenbahn fährt durch: {hits}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{who} rolls {pips}. </source>
        <translation>{who} würfelt {pips}. </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Penalty: {who} did not clear the start field; figure {figure} goes back to the house.</source>
        <translation>Strafe: {who} hat das Startfeld nicht geräumt; Figur {figure} muss zurück ins Haus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Penalty: {who} did not capture; figure {figure} goes back to the house.</source>
        <translation>Strafe: {who} hat nicht geschlagen; Figur {figure} muss zurück ins Haus.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Penalty: {who} did not bring a figure out with a 6; the move is void and the turn ends.</source>
        <translation>Strafe: {who} hat mit der 6 keine Figur herausgebracht; der Zug ist ungültig und der Nächste ist dran.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Penalty: {who} passed although a move was possible; the turn ends.</source>
        <translation>Strafe: {who} hat ausgesetzt, obwohl ein Zug möglich war; der Nächste ist dran.</translation>
    </message>
</context>
<context>
    <name>MoveLogView</name>
    <message>
        <location line="+23"/>
        <source>Move log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened so far</source>
        <translation>Was bisher geschah</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <location filename="../../madn_qt/log/move_words.py" line="+30"/>
        <source>house</source>
        <translation>Haus</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pass — Penalty: {duty}</source>
        <translation>Aussetzen – Strafe: {duty}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass: no figure can move</source>
        <translation>Aussetzen: keine Figur kann ziehen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Figure {n} — {start} → {target}</source>
        <translation>Figur {n} – {start} → {target}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{move}, via {way}</source>
        <translation>{move}, über {way}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{move}, captures {victim} figure {n}</source>
        <translation>{move}, schlägt {victim} Figur {n}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{move} — Penalty: {duty}</source>
        <translation>{move} – Strafe: {duty}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Figure {n} — {place}, cannot move</source>
        <translation>Figur {n} – {place}, kann nicht ziehen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../madn_qt/dialogs/new_game.py" line="+49"/>
        <source>Forced capture</source>
        <translation>Schlagzwang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jump over own figures in the goal</source>
        <translation>Eigene Figuren im Ziel überspringen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start with one figure on the start field</source>
        <translation>Mit einer Figur auf dem Startfeld beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll-off for the first player</source>
        <translation>Auswürfeln, wer beginnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on for every place</source>
        <translation>Alle Plätze ausspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties instead of enforced duties</source>
        <translation>Strafen statt erzwungener Pflichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Railway</source>
        <translation>Eisenbahn</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>When a figure can capture, one capture must be made.</source>
        <translation>Kann eine Figur schlagen, muss geschlagen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Figures may pass their own figures inside the goal lane.</source>
        <translation>Figuren dürfen im Ziel eigene Figuren überspringen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every player begins with one figure already on its start field.</source>
        <translation>Alle beginnen mit einer Figur schon auf ihrem Startfeld.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everybody rolls once and the highest roll begins; ties roll again.</source>
        <translation>Alle würfeln einmal, der höchste Wurf beginnt; bei Gleichstand wird neu gewürfelt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game goes on after the first finisher until every place is decided.</source>
        <translation>Nach dem ersten Sieg geht das Spiel weiter, bis alle Plätze vergeben sind.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves that break a duty are allowed and punished as on the original sheet.</source>
        <translation>Züge, die eine Pflicht verletzen, sind erlaubt und werden wie in der Originalanleitung bestraft.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every two to five table rounds a train crosses the board and sends home every figure on its two crossings.</source>
        <translation>Alle zwei bis fünf Runden fährt eine Eisenbahn über das Brett und schickt jede Figur auf ihren beiden Bahnübergängen nach Hause.</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+1"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../madn_qt/replay/play_on.py" line="+55"/>
        <source>Players</source>
        <translation>Mitspieler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays</source>
        <translation>Wer spielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../madn_qt/replay/play_on.py" line="+15"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../madn_qt/panel/seat_rows.py" line="+50"/>
        <location filename="../../madn_qt/replay/play_on.py" line="+2"/>
        <source>Computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Empty seat</source>
        <translation>Platz frei</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../madn_qt/replay/play_on.py" line="+3"/>
        <source>Who plays {colour}</source>
        <translation>Wer spielt {colour}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays {colour}: a person at this computer, the computer at a level, or nobody.</source>
        <translation>Wer {colour} spielt: ein Mensch an diesem Computer, der Computer in einer Stufe oder niemand.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Name of {colour}</source>
        <translation>Name für {colour}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name the board, the move log and the ranking use for {colour}.</source>
        <translation>Der Name, den Brett, Spielverlauf und Rangliste für {colour} verwenden.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event mode</source>
        <translation>Ereignismodus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Classic is the board game as printed; event mode adds star fields, a wheel of fourteen events, special paths and other dice (penalties are a classic option).</source>
        <translation>Klassisch ist das Brettspiel, wie es gedruckt ist; der Ereignismodus bringt Sternfelder, ein Glücksrad mit vierzehn Ereignissen, Sonderwege und andere Würfel dazu (Strafen gibt es nur klassisch).</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Mode:</source>
        <translation>&amp;Modus:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic rules</source>
        <translation>Klassische Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Original rules (1914 sheet)</source>
        <translation>Originalregeln (Spielanleitung von 1914)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom</source>
        <translation>Eigene Auswahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule preset</source>
        <translation>Regelvorgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sets the options below to the classic rules or to the original 1914 sheet; changing an option makes it Custom.</source>
        <translation>Stellt die Optionen unten auf die klassischen Regeln oder auf das Originalblatt von 1914; wer eine Option ändert, macht daraus Eigene Auswahl.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who begins</source>
        <translation>Wer beginnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who has the first turn (with a roll-off the dice decide instead).</source>
        <translation>Wer den ersten Zug hat (mit Auswürfeln entscheiden stattdessen die Würfel).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Begins:</source>
        <translation>Es &amp;beginnt:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ends the running game and starts this one (it asks first if the running game is not saved).</source>
        <translation>Beendet das laufende Spiel und beginnt dieses (fragt zuerst, wenn das laufende Spiel nicht gespeichert ist).</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../madn_qt/replay/play_on.py" line="+17"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Network game…</source>
        <translation>&amp;Netzwerkspiel…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join a table of other computers, on this network or by an invite code, or host one.</source>
        <translation>An einen Tisch anderer Computer setzen, in diesem Netz oder mit einem Einladungscode, oder selbst einen eröffnen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Network game</source>
        <translation>Netzwerkspiel</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>A game needs at least two players.</source>
        <translation>Für ein Spiel braucht es mindestens zwei Mitspieler.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players sit opposite each other: choose red and green, or blue and yellow.</source>
        <translation>Zu zweit sitzt man sich gegenüber: Wähle Rot und Grün oder Blau und Gelb.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{symbol} {colour} ({name})</source>
        <translation>{symbol} {colour} ({name})</translation>
    </message>
</context>
<context>
    <name>PlayOnDialog</name>
    <message>
        <location filename="../../madn_qt/replay/play_on.py" line="-51"/>
        <source>Play on from here</source>
        <translation>Ab hier weiterspielen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A new game starts at step {step} of the replay, with the same seats and rules. Who plays each seat?</source>
        <translation>Ein neues Spiel beginnt bei Schritt {step} der Wiederholung, mit denselben Plätzen und Regeln. Wer spielt welchen Platz?</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{symbol} {name} ({colour})</source>
        <translation>{symbol} {name} ({colour})</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Play on</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play on from this step</source>
        <translation>Ab diesem Schritt weiterspielen</translation>
    </message>
</context>
<context>
    <name>RankingDialog</name>
    <message>
        <location filename="../../madn_qt/dialogs/ranking.py" line="+43"/>
        <source>{symbol} {name} ({colour})</source>
        <translation>{symbol} {name} ({colour})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>knocked out</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{place}.</source>
        <translation>{place}.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+80"/>
        <source>Ranking</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the game went: dice, race, players</source>
        <translation>Wie das Spiel lief: Würfel, Rennen, Spieler</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Watch again</source>
        <translation>&amp;Wiederholung ansehen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch the game again as a replay</source>
        <translation>Die Partie als Wiederholung noch einmal ansehen</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figures in the goal</source>
        <translation>Figuren im Ziel</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Close the ranking</source>
        <translation>Platzierung schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play again</source>
        <translation>&amp;Nochmal spielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play again with the same players and rules</source>
        <translation>Nochmal spielen, mit denselben Spielern und Regeln</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Rolls</source>
        <translation>Würfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sixes</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captures</source>
        <translation>Geschlagen</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Dice rolls</source>
        <translation>Würfe im Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sixes rolled</source>
        <translation>Gewürfelte Sechsen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opponents&apos; figures this player sent home</source>
        <translation>Gegnerische Figuren, die dieser Spieler geschlagen hat</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../madn_qt/replay/model.py" line="+10"/>
        <source>The start of the game.</source>
        <translation>Der Anfang des Spiels.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{who} rolls {pips}.</source>
        <translation>{who} würfelt {pips}.</translation>
    </message>
</context>
<context>
    <name>ReplayControls</name>
    <message>
        <location filename="../../madn_qt/replay/controls.py" line="+149"/>
        <source>To the start (Home)</source>
        <translation>Zum Anfang (Pos1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn back (Ctrl+Left)</source>
        <translation>Einen Zug zurück (Strg+Pfeil links)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A step back (Left)</source>
        <translation>Einen Schritt zurück (Pfeil links)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A step on (Right)</source>
        <translation>Einen Schritt weiter (Pfeil rechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn on (Ctrl+Right)</source>
        <translation>Einen Zug weiter (Strg+Pfeil rechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the end (End)</source>
        <translation>Zum Ende (Ende)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step of the game</source>
        <translation>Schritt des Spiels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag to any step of the game</source>
        <translation>Zu jedem Schritt des Spiels ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Speed:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay speed</source>
        <translation>Tempo der Wiederholung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How fast the replay plays</source>
        <translation>Wie schnell die Wiederholung läuft</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Step {k} of {n}</source>
        <translation>Schritt {k} von {n}</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+14"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Pause (Space)</source>
        <translation>Pause (Leertaste)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Play (Space)</source>
        <translation>Abspielen (Leertaste)</translation>
    </message>
</context>
<context>
    <name>ReplayLog</name>
    <message>
        <location filename="../../madn_qt/replay/log.py" line="+107"/>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a line to go to its step</source>
        <translation>Klicke auf eine Zeile, um zu ihrem Schritt zu gehen</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../madn_qt/replay/window.py" line="+192"/>
        <source>Replay: {title}</source>
        <translation>Wiederholung: {title}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game board of the replay</source>
        <translation>Spielbrett der Wiederholung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The replay&apos;s log</source>
        <translation>Verlauf der Wiederholung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The step shown</source>
        <translation>Der gezeigte Schritt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play on from here…</source>
        <translation>Ab hier &amp;weiterspielen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on from here</source>
        <translation>Ab hier weiterspielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game from the position shown: you choose who plays each seat.</source>
        <translation>Ein neues Spiel ab der gezeigten Stellung: Du wählst, wer welchen Platz spielt.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{players} · {date}</source>
        <translation>{players} · {date}</translation>
    </message>
</context>
<context>
    <name>Replays</name>
    <message>
        <location filename="../../madn_qt/replay/files.py" line="-12"/>
        <source>Played on from step {k} of a replay.</source>
        <translation>Ab Schritt {k} einer Wiederholung weitergespielt.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+19"/>
        <source>Watch a replay</source>
        <translation>Wiederholung ansehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file cannot be shown as a replay.</source>
        <translation>Diese Datei kann nicht als Wiederholung gezeigt werden.</translation>
    </message>
</context>
<context>
    <name>RouteText</name>
    <message>
        <location filename="../../madn_qt/log/route_text.py" line="+66"/>
        <source>the green shortcut at field {junction}: on to {end}</source>
        <translation>die grüne Abkürzung bei Feld {junction}: vor auf {end}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the orange detour at field {junction}: back to {end}</source>
        <translation>den orangen Umweg bei Feld {junction}: zurück auf {end}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{path}, then on to {target}</source>
        <translation>{path}, dann weiter bis {target}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{first}, then {next}</source>
        <translation>{first}, dann über {next}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the green shortcut: {junction} → {end}</source>
        <translation>die grüne Abkürzung: {junction} → {end}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the shortcut: {junction} → {end}</source>
        <translation>die Abkürzung: {junction} → {end}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the orange detour: {junction} → {end}</source>
        <translation>den orangen Umweg: {junction} → {end}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the detour: {junction} → {end}</source>
        <translation>den Umweg: {junction} → {end}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../madn_qt/dialogs/rules_dialog.py" line="+31"/>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules text</source>
        <translation>Text der Spielregeln</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <location filename="../../madn_qt/dialogs/rules_text.py" line="+39"/>
        <source>The game</source>
        <translation>Das Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two to four players race their figures once around the board and into their own goal. Whoever lands on an opponent sends that figure back home.</source>
        <translation>Zwei bis vier Personen schicken ihre Figuren einmal rund um das Brett und in ihr eigenes Ziel. Wer auf einer gegnerischen Figur landet, schickt sie zurück nach Hause.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Each player has %n figure(s) of one colour, a house in its corner, a start field on the ring and a goal lane of as many fields leading to the middle.</source>
        <translation>
            <numerusform>Jede Person hat %n Figur in ihrer Farbe, ein Haus in ihrer Ecke, ein Startfeld auf dem Laufweg und ebenso viele Zielfelder, die zur Brettmitte führen.</numerusform>
            <numerusform>Jede Person hat %n Figuren in ihrer Farbe, ein Haus in ihrer Ecke, ein Startfeld auf dem Laufweg und ebenso viele Zielfelder, die zur Brettmitte führen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The ring has 40 fields and is played clockwise. The entrance to your goal lane lies just before your own start field. With two players, they sit opposite.</source>
        <translation>Der Laufweg hat 40 Felder und wird im Uhrzeigersinn gespielt. Der Eingang zu deinen Zielfeldern liegt direkt vor deinem eigenen Startfeld. Zu zweit sitzt man sich gegenüber.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>To decide who begins, everybody rolls once. The highest roll begins; if several share the highest roll, only they roll again until one is ahead.</source>
        <translation>Wer anfängt, wird ausgewürfelt: Alle würfeln einmal, die höchste Zahl beginnt. Haben mehrere die höchste Zahl, würfeln nur sie weiter, bis eine Person vorne liegt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The player chosen as first in the new-game dialog begins.</source>
        <translation>Es beginnt, wer im Dialog „Neues Spiel“ als Erste oder Erster gewählt wurde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every player starts with one figure already on its start field; the others wait in the house.</source>
        <translation>Jede Person beginnt mit einer Figur auf ihrem Startfeld; die übrigen warten im Haus.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All figures start in their house.</source>
        <translation>Alle Figuren beginnen in ihrem Haus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After that the turn passes clockwise.</source>
        <translation>Danach geht es reihum im Uhrzeigersinn weiter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Setting off</source>
        <translation>Los geht’s</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll the die, then move one figure exactly that many fields clockwise. The roll cannot be split between figures.</source>
        <translation>Würfle und ziehe dann eine Figur genau so viele Felder im Uhrzeigersinn weiter. Der Wurf lässt sich nicht auf mehrere Figuren verteilen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every field counts, whether empty or not. On the ring you may jump over any figure, your own included.</source>
        <translation>Jedes Feld zählt, ob frei oder besetzt. Auf dem Laufweg darfst du jede Figur überspringen, auch deine eigenen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If no figure can move by the number rolled, the turn simply passes.</source>
        <translation>Kann keine Figur um die gewürfelte Zahl ziehen, ist einfach die nächste Person an der Reihe.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A figure leaves the house only with a 6. It is placed on your start field, and that is the whole move for this 6.</source>
        <translation>Eine Figur verlässt das Haus nur mit einer 6. Sie wird auf dein Startfeld gestellt – das ist der ganze Zug für diese 6.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After moving with a 6 you roll again, as often as sixes keep coming. A 6 that cannot be moved gives no extra roll.</source>
        <translation>Nach einem Zug mit einer 6 würfelst du noch einmal, so oft die Sechsen kommen. Eine 6, mit der sich nicht ziehen lässt, bringt keinen weiteren Wurf.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Three tries</source>
        <translation>Drei Versuche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If none of your figures is on the ring and none in the goal lane can still move forward, you may roll up to three times to get a 6. The first 6 ends the series and is played; without a 6 the next player&apos;s turn begins. In every other case you have one roll.</source>
        <translation>Steht keine deiner Figuren auf dem Laufweg und kann keine in den Zielfeldern mehr vorrücken, darfst du bis zu dreimal nach einer 6 würfeln. Die erste 6 beendet die Serie und wird gezogen; kommt keine, ist die nächste Person dran. In allen anderen Fällen hast du einen Wurf.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Capturing</source>
        <translation>Schlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A figure that ends its move on an opponent&apos;s figure captures it: the captured figure goes back to its house and needs a 6 to come out again.</source>
        <translation>Beendet eine Figur ihren Zug auf einer gegnerischen Figur, schlägt sie diese: Die geschlagene Figur kehrt in ihr Haus zurück und braucht wieder eine 6, um herauszukommen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may not end a move on one of your own figures.</source>
        <translation>Auf einer eigenen Figur darfst du keinen Zug beenden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No field of the ring is safe, start fields included: a figure coming out of the house captures an opponent waiting on that start field.</source>
        <translation>Kein Feld des Laufwegs ist sicher, auch die Startfelder nicht: Eine Figur, die aus dem Haus kommt, schlägt eine gegnerische Figur, die auf diesem Startfeld wartet.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Clear your start field: while you have figures in the house and one of your figures stands on your start field, that figure must move, whatever you rolled, if it can.</source>
        <translation>Startfeld räumen: Solange du Figuren im Haus hast und eine eigene Figur auf deinem Startfeld steht, muss diese Figur ziehen, egal was du gewürfelt hast – sofern sie kann.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bring a figure out: with a 6, figures in the house and your start field free, a figure must come out.</source>
        <translation>Figur herausbringen: Mit einer 6, Figuren im Haus und freiem Startfeld muss eine Figur herauskommen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capture: if any move captures, you must make a capturing move. If several do, you choose which.</source>
        <translation>Schlagen: Kann ein Zug schlagen, musst du schlagen. Gibt es mehrere solche Züge, wählst du selbst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When no duty applies, you choose freely.</source>
        <translation>Gilt keine Pflicht, hast du freie Wahl.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capturing is never required: you may always pass up a capture. When no duty applies, you choose freely.</source>
        <translation>Schlagen ist nie Pflicht: Du darfst eine Gelegenheit zum Schlagen immer auslassen. Gilt keine Pflicht, hast du freie Wahl.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Duties</source>
        <translation>Pflichten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When several moves are possible, these duties apply in this order:</source>
        <translation>Sind mehrere Züge möglich, gelten diese Pflichten in dieser Reihenfolge:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game only offers moves that keep these duties, so you cannot break one by mistake.</source>
        <translation>Das Spiel bietet nur Züge an, die diese Pflichten einhalten – aus Versehen kannst du also keine verletzen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Start field not cleared: the move stands, but the figure left on the start field goes back to the house.</source>
        <translation>Startfeld nicht geräumt: Der Zug gilt, aber die auf dem Startfeld gebliebene Figur muss zurück ins Haus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No figure brought out with a 6, or a turn passed although a move was possible: the move is void, the figure stays where it was, and the next player&apos;s turn begins.</source>
        <translation>Mit einer 6 keine Figur herausgebracht oder ausgesetzt, obwohl ein Zug möglich war: Der Zug ist ungültig, die Figur bleibt, wo sie war, und die nächste Person ist an der Reihe.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Capture missed: the move stands, but the figure that could have captured goes back to the house. If several could have, the most advanced of them goes.</source>
        <translation>Schlagen versäumt: Der Zug gilt, aber die Figur, die hätte schlagen können, muss zurück ins Haus. Hätten es mehrere gekonnt, trifft es die am weitesten vorgerückte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Penalties</source>
        <translation>Strafen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As on the original rule sheet, duties are not enforced but punished: you may make a move that breaks a duty, and the game then applies the penalty and reports it in the log.</source>
        <translation>Wie in der Original-Spielregel werden Pflichten nicht erzwungen, sondern bestraft: Du darfst einen Zug machen, der eine Pflicht verletzt; das Spiel verhängt dann die Strafe und meldet sie im Spielverlauf.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer players always keep every duty.</source>
        <translation>Computergegner halten sich immer an alle Pflichten.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The track also passes over the innermost goal field of {lanes}. A figure that has reached it is safe, so the train never hits anything there.</source>
        <translation>Die Strecke führt außerdem über das innerste Zielfeld der Farben {lanes}. Eine Figur, die es erreicht hat, ist sicher: Dort trifft die Eisenbahn nie etwas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The track also passes through the goal lanes of {lanes}. A goal figure under the track is hit only while a goal field deeper than its own is still free.</source>
        <translation>Die Strecke führt außerdem durch die Zielfelder der Farben {lanes}. Eine Figur im Ziel unter den Gleisen wird nur getroffen, solange ein Zielfeld weiter innen noch frei ist.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{first} and {second}</source>
        <comment>two colours</comment>
        <translation>{first} und {second}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The railway</source>
        <translation>Die Eisenbahn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A railway line runs straight across the board. It crosses the ring at fields {first} and {second}: these two crossings have red and white striped rims.</source>
        <translation>Quer über das Brett führt eine gerade Bahnstrecke. Sie kreuzt den Laufweg auf den Feldern {first} und {second}: Diese beiden Bahnübergänge haben einen rot-weiß gestreiften Rand.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At the start the game draws how many table rounds the train waits: two, three, four or five. A table round is over whenever the turn comes back to the player who began the game.</source>
        <translation>Zu Beginn lost das Spiel aus, wie viele Runden die Eisenbahn wartet: zwei, drei, vier oder fünf. Eine Runde ist jedes Mal vorbei, wenn wieder die Person an der Reihe ist, die das Spiel begonnen hat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Once that many table rounds are over, the train passes before the next player rolls. Every figure standing on a crossing goes back to its house; figures in the houses are never touched. Then the wait for the next train is drawn.</source>
        <translation>Sind so viele Runden vorbei, fährt die Eisenbahn durch, bevor die nächste Person würfelt. Jede Figur auf einem Bahnübergang muss zurück in ihr Haus; Figuren in den Häusern bleiben unberührt. Dann wird ausgelost, wie lange es bis zur nächsten Eisenbahn dauert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The side panel counts down the table rounds, and the move log announces the last round before the train and says whose figures it sent home.</source>
        <translation>Die Seitenleiste zählt die Runden herunter, und der Spielverlauf kündigt die letzte Runde vor der Eisenbahn an und nennt, wessen Figuren sie nach Hause geschickt hat.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Inside the goal lane you may jump over your own figures, as on the original rule sheet.</source>
        <translation>In den Zielfeldern darfst du eigene Figuren überspringen, wie in der Original-Spielregel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You may not jump over your own figures inside the goal lane, not even when entering it from the ring. So it pays to move the first figures all the way in.</source>
        <translation>In den Zielfeldern darfst du eigene Figuren nicht überspringen, auch nicht beim Einziehen vom Laufweg. Deshalb lohnt es sich, die ersten Figuren ganz nach hinten zu ziehen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Into the goal</source>
        <translation>Ab ins Ziel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a full round a figure enters the goal lane of its own colour. No opponent can capture it there.</source>
        <translation>Nach einer vollen Runde zieht eine Figur in die Zielfelder ihrer Farbe ein. Dort kann sie niemand mehr schlagen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The roll must fit exactly: a figure cannot move beyond the innermost goal field. It may stop on any free goal field and move on with a later roll.</source>
        <translation>Der Wurf muss genau passen: Über das hinterste Zielfeld hinaus geht es nicht. Eine Figur darf auf jedem freien Zielfeld stehen bleiben und mit einem späteren Wurf weiterziehen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The first player with all figures in the goal takes first place. The others play on, and each place goes to the next player to bring all figures home, until only one player is left.</source>
        <translation>Wer als Erstes alle Figuren im Ziel hat, belegt den ersten Platz. Die anderen spielen weiter; jeder weitere Platz geht an die Person, die als Nächste alle Figuren ins Ziel bringt, bis nur noch eine übrig ist.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The first player with all figures in the goal wins, and the game ends at once. The others are ranked by their figures in the goal, then by the distance their figures have travelled; players who are equal share a place.</source>
        <translation>Wer als Erstes alle Figuren im Ziel hat, gewinnt, und das Spiel ist sofort zu Ende. Die anderen werden nach ihren Figuren im Ziel und dann nach der zurückgelegten Strecke ihrer Figuren gereiht; bei Gleichstand teilt man sich den Platz.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning</source>
        <translation>Gewinnen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A figure deep in your goal lane is out of danger for good. When the choice is between a safe step towards home and a bold dash elsewhere, home usually wins.</source>
        <translation>Eine Figur tief in deinen Zielfeldern ist für immer in Sicherheit. Hast du die Wahl zwischen einem sicheren Schritt Richtung Ziel und einem kühnen Sprint anderswo, gewinnt meistens das Ziel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Before you stop, count backwards: any opponent up to six fields behind you can reach you with a single roll. Hunting is more comfortable than being hunted.</source>
        <translation>Zähle rückwärts, bevor du stehen bleibst: Jede gegnerische Figur bis zu sechs Felder hinter dir erreicht dich mit einem einzigen Wurf. Jagen ist angenehmer als gejagt werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Several figures on the ring give you a choice for every roll; a single figure must take whatever the die says.</source>
        <translation>Mehrere Figuren auf dem Laufweg lassen dir bei jedem Wurf die Wahl; eine einzelne Figur muss nehmen, was der Würfel zeigt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Watch the start fields: figures coming out of a house capture whatever stands there.</source>
        <translation>Vorsicht an den Startfeldern: Figuren, die aus dem Haus kommen, schlagen alles, was dort steht.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keep an eye on the train&apos;s countdown: in the last table round before it comes, a crossing is the worst place to stop, and a good place to see your rivals stop.</source>
        <translation>Behalte die Eisenbahn im Blick: In der letzten Runde vor ihr ist ein Bahnübergang der schlechteste Platz zum Stehenbleiben – und ein guter Platz, um dort die anderen stehen zu sehen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>With compulsory capturing you can lure an opponent: a figure offered as bait may force the other player into a move they did not want.</source>
        <translation>Mit Schlagzwang kannst du Gegner locken: Eine als Köder hingestellte Figur zwingt die andere Seite womöglich zu einem Zug, den sie gar nicht wollte.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tips</source>
        <translation>Tipps</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Roll the die.</source>
        <translation>Würfeln.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tab / Shift+Tab, arrow keys</source>
        <translation>Tab / Umschalt+Tab, Pfeiltasten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick the next or previous figure that can move (round and round); the board marks the picked figure and where it would go.</source>
        <translation>Die nächste oder vorige Figur wählen, die ziehen kann (immer im Kreis); das Brett markiert die gewählte Figur und wohin sie zöge.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move the picked figure (wherever the focus is).</source>
        <translation>Die gewählte Figur ziehen (wo auch immer der Fokus ist).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>F11 / Ctrl+Shift+F</source>
        <translation>F11 / Strg+Umschalt+F</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full screen on or off; Escape also leaves it.</source>
        <translation>Vollbild ein- oder ausschalten; auch Esc beendet es.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ctrl+L</source>
        <translation>Strg+L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A network game: host a table or join one.</source>
        <translation>Ein Netzwerkspiel: einen Tisch eröffnen oder an einem mitspielen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ctrl+Q</source>
        <translation>Strg+Q</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit.</source>
        <translation>Beenden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left click</source>
        <translation>Linksklick</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Enter</source>
        <translation>Eingabetaste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a hint: the suggested figure gets the focus.</source>
        <translation>Tipp anzeigen: die vorgeschlagene Figur erhält den Fokus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pace of the computer&apos;s turns: normal, four times faster, or to the end of the game without animations (the move log keeps every move).</source>
        <translation>Das Tempo der Züge des Computers: normal, viermal schneller oder bis zum Ende des Spiels ohne Animationen (der Spielverlauf behält jeden Zug).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset the view: the camera back above the whole board.</source>
        <translation>Ansicht zurücksetzen: die Kamera wieder über das ganze Brett.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>These rules and controls.</source>
        <translation>Diese Regeln und Bedienung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+N</source>
        <translation>Strg+N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a new game.</source>
        <translation>Ein neues Spiel beginnen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ctrl+S / Ctrl+O</source>
        <translation>Strg+S / Strg+O</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game / open a saved game.</source>
        <translation>Spiel speichern / ein gespeichertes Spiel öffnen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a glowing figure on the board to move it.</source>
        <translation>Eine leuchtende Figur auf dem Brett anklicken, um sie zu ziehen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Right or middle drag</source>
        <translation>Mit rechter oder mittlerer Taste ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the camera around the board.</source>
        <translation>Die Kamera um das Brett drehen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mouse wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom the camera in or out.</source>
        <translation>Die Kamera heran- oder wegzoomen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Controls</source>
        <translation>Bedienung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A chosen figure is final: touched is moved. While a figure moves, or while a computer or network player is thinking, input is locked. The panel&apos;s buttons say what they are set to: &quot;Camera: follows&quot; lets the camera follow each move, &quot;Camera: overview&quot; keeps the whole board in view; the sound button switches all sounds on or off.</source>
        <translation>Eine gewählte Figur ist endgültig: berührt ist gezogen. Während eine Figur zieht oder ein Computer- oder Netzwerkspieler überlegt, ist die Eingabe gesperrt. Die Knöpfe der Seitenleiste sagen, worauf sie stehen: „Kamera: folgt“ lässt die Kamera jedem Zug folgen, „Kamera: Übersicht“ hält das ganze Brett im Blick; der Ton-Knopf schaltet alle Töne ein oder aus.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Mensch ärgere Dich nicht — the rules</source>
        <translation>Mensch ärgere Dich nicht – die Spielregeln</translation>
    </message>
    <message>
        <location filename="../../madn_qt/dialogs/rules_event.py" line="+24"/>
        <source>Event mode plays the classic game with more happening on the board. Twelve ring fields carry a star: a move that ends on one turns the wheel of fortune after it. Each player also counts the pips they roll: a roll that brings the count to {limit} or more turns the wheel before the move, and the count starts again. A pair of special paths lies on the ring, a green shortcut four fields forward and an orange detour three fields back, with arrows for their direction: a figure that starts on a path&apos;s first field, or passes it with steps left, may take the path for one step (its figure buttons name each way). A construction event lays a new pair.</source>
        <translation>Der Ereignismodus spielt das klassische Spiel, aber auf dem Brett passiert mehr. Zwölf Felder des Rings tragen einen Stern: Endet ein Zug auf einem davon, dreht sich danach das Glücksrad. Außerdem zählt jeder die eigenen gewürfelten Augen: Bringt ein Wurf die Summe auf {limit} oder mehr, dreht sich das Glücksrad vor dem Zug, und das Zählen beginnt von vorn. Auf dem Ring liegt ein Paar Sonderwege, eine grüne Abkürzung vier Felder nach vorn und ein oranger Umweg drei Felder zurück, mit Pfeilen für ihre Richtung: Eine Figur, die auf dem ersten Feld eines Wegs beginnt oder es mit übrigen Schritten überquert, darf den Weg für einen Schritt nehmen (ihre Figurenknöpfe nennen jeden Weg). Ein Bau-Ereignis legt ein neues Paar.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The wheel of fortune has fourteen events; the player who turned it confirms the one it stopped on (Space or Enter), and picks the figures when the event asks for them.</source>
        <translation>Das Glücksrad hat vierzehn Ereignisse; wer es gedreht hat, bestätigt das Ereignis, auf dem es stehen bleibt (Leertaste oder Enter), und wählt die Figuren, wenn das Ereignis danach fragt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
</context>
<context>
    <name>SeatRows</name>
    <message>
        <location filename="../../madn_qt/panel/seat_rows.py" line="-13"/>
        <source>knocked out</source>
        <translation>ausgeschieden</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>place %n</source>
        <translation>
            <numerusform>Platz %n</numerusform>
            <numerusform>Platz %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>sits out %n</source>
        <translation>
            <numerusform>setzt %n Zug aus</numerusform>
            <numerusform>setzt %n Züge aus</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{name}: pip counter {pips} of {limit}</source>
        <translation>{name}: Augenzähler {pips} von {limit}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>sits out %n turn(s)</source>
        <translation>
            <numerusform>setzt %n Zug aus</numerusform>
            <numerusform>setzt %n Züge aus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>two dice for %n turn(s)</source>
        <translation>
            <numerusform>zwei Würfel für %n Zug</numerusform>
            <numerusform>zwei Würfel für %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>{name}&apos;s pip counter</source>
        <translation>Augenzähler von {name}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../madn_qt/dialogs/settings_dialog.py" line="+47"/>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+15"/>
        <source>As the system</source>
        <translation>Wie im System</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound effects and ambience</source>
        <translation>Soundeffekte und Umgebungsgeräusche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On: short animations, no camera flights</source>
        <translation>An: kurze Animationen, keine Kamerafahrten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: full animations</source>
        <translation>Aus: alle Animationen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduce motion</source>
        <translation>Bewegung reduzieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reduce motion:</source>
        <translation>Bewegung &amp;reduzieren:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Camera follows moving figures</source>
        <translation>Kamera folgt ziehenden Figuren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow camera</source>
        <translation>Kamera folgen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Animation speed value</source>
        <translation>Wert des Animationstempos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation &amp;speed:</source>
        <translation>Animations&amp;tempo:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Moving landscape (trees, clouds, birds)</source>
        <translation>Bewegte Landschaft (Bäume, Wolken, Vögel)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moving landscape</source>
        <translation>Bewegte Landschaft</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save the settings</source>
        <translation>Einstellungen speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Internet play</source>
        <translation>Spielen über das Internet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rendezvous server</source>
        <translation>Treffpunkt-Server</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where invite codes are made and met: a magic-wormhole mailbox server, ws:// or wss://</source>
        <translation>Wo Einladungscodes entstehen und sich treffen: ein Mailbox-Server von magic-wormhole, ws:// oder wss://</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rende&amp;zvous server:</source>
        <translation>Treffpunkt-Ser&amp;ver:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Transit relay</source>
        <translation>Transit-Relais</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Carries the game where two homes cannot reach each other directly: tcp:HOST:PORT</source>
        <translation>Trägt das Spiel, wo zwei Zuhause einander nicht direkt erreichen: tcp:HOST:PORT</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Transit rela&amp;y:</source>
        <translation>Trans&amp;it-Relais:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Restore de&amp;faults</source>
        <translation>Stan&amp;dard wiederherstellen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Restore the public rendezvous server and relay</source>
        <translation>Den öffentlichen Treffpunkt-Server und das Relais wiederherstellen</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The rendezvous server is a ws:// or wss:// address, like {example}.</source>
        <translation>Der Treffpunkt-Server ist eine ws://- oder wss://-Adresse, etwa {example}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The relay is tcp:HOST:PORT, like {example}.</source>
        <translation>Das Relais ist tcp:HOST:PORT, etwa {example}.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../madn_qt/dialogs/shortcuts.py" line="+96"/>
        <source>Playing with the keyboard</source>
        <translation>Spielen mit der Tastatur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mouse on the board</source>
        <translation>Die Maus auf dem Brett</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play (the guide)</source>
        <translation>Erste Schritte (die Anleitung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay window</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Roll the die, or confirm what the wheel drew</source>
        <translation>Würfeln oder bestätigen, was das Glücksrad gezogen hat</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the current choice (the figure with the focus)</source>
        <translation>Die aktuelle Wahl spielen (die Figur mit dem Fokus)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The next or previous figure that can move</source>
        <translation>Die nächste oder vorige Figur, die ziehen kann</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walk the figure buttons</source>
        <translation>Durch die Figurenknöpfe gehen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close a dialog or a message, leave the full screen</source>
        <translation>Einen Dialog oder eine Meldung schließen, den Vollbildmodus verlassen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To a late arrival&apos;s question and back</source>
        <translation>Zur Frage eines Nachzüglers und zurück</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move a glowing figure</source>
        <translation>Eine leuchtende Figur ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left click</source>
        <translation>Linksklick</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn the camera round the board</source>
        <translation>Die Kamera um das Brett drehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right or middle drag</source>
        <translation>Mit rechter oder mittlerer Taste ziehen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Zoom in or out</source>
        <translation>Heran- oder wegzoomen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mouse wheel</source>
        <translation>Mausrad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Walk the buttons of the card</source>
        <translation>Durch die Knöpfe der Karte gehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press the button with the focus</source>
        <translation>Den Knopf mit dem Fokus drücken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The previous or next card</source>
        <translation>Die vorige oder nächste Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip the guide</source>
        <translation>Die Anleitung überspringen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pause</source>
        <translation>Abspielen oder anhalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back or on</source>
        <translation>Einen Schritt zurück oder weiter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The turn before or after</source>
        <translation>Der Zug davor oder danach</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To the start or the end</source>
        <translation>Zum Anfang oder zum Ende</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press the focused button or log line</source>
        <translation>Den Knopf oder die Protokollzeile mit dem Fokus wählen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close the replay</source>
        <translation>Die Wiederholung schließen</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Search:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A word or a key</source>
        <translation>Ein Wort oder eine Taste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search the keys</source>
        <translation>Die Tasten durchsuchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What it does</source>
        <translation>Was geschieht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every key of the game</source>
        <translation>Alle Tasten des Spiels</translation>
    </message>
</context>
<context>
    <name>SideColumn</name>
    <message>
        <location filename="../../madn_qt/panel/column.py" line="+136"/>
        <source>Drag to give the move log more room</source>
        <translation>Ziehen, um dem Spielverlauf mehr Platz zu geben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move log&apos;s height</source>
        <translation>Höhe des Spielverlaufs</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../madn_qt/panel/figure_buttons.py" line="+105"/>
        <source>shortcut</source>
        <translation>Abkürzung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>detour</source>
        <translation>Umweg</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Figure {n} — {place}</source>
        <translation>Figur {n} – {place}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Figure {n} — {start} → {target}
via {route}</source>
        <translation>Figur {n} – {start} → {target}
über {route}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Figure {n} — {paths} → {target}</source>
        <translation>Figur {n} – {paths} → {target}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Figure {n} — {start} → {target}</source>
        <translation>Figur {n} – {start} → {target}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{move}, captures {victim}</source>
        <translation>{move}, schlägt {victim}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{move}
Penalty: {duty}</source>
        <translation>{move}
Strafe: {duty}</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/side_panel.py" line="+232"/>
        <source>Whose turn</source>
        <translation>Wer am Zug ist</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/choices.py" line="+139"/>
        <source>Figures of the player to move</source>
        <translation>Figuren der Person am Zug</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/side_panel.py" line="+2"/>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tries left</source>
        <translation>Verbleibende Versuche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player to move</source>
        <translation>Person am Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour of the player to move</source>
        <translation>Farbe der Person am Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train</source>
        <translation>Eisenbahn</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/choices.py" line="+1"/>
        <source>Who plays</source>
        <translation>Wer spielt</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/side_panel.py" line="+2"/>
        <source>Roll (Space)</source>
        <translation>Würfeln (Leertaste)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll the die</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll the die (Space)</source>
        <translation>Würfeln (Leertaste)</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/texts.py" line="+42"/>
        <source>No game running</source>
        <translation>Kein Spiel im Gange</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/side_panel.py" line="+54"/>
        <source>not rolled yet</source>
        <translation>noch nicht gewürfelt</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/texts.py" line="-14"/>
        <location line="+19"/>
        <source>{name} ({colour})</source>
        <translation>{name} ({colour})</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>{who} — at another computer</source>
        <translation>{who} — an einem anderen Computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} — computer, {level}</source>
        <translation>{who} – Computer, {level}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{who} plays at another computer.</source>
        <translation>{who} spielt an einem anderen Computer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer plays for {who}, level: {level}.</source>
        <translation>Der Computer spielt für {who}, Stufe: {level}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer plays for {who}.</source>
        <translation>Der Computer spielt für {who}.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/side_panel.py" line="-8"/>
        <source>rolling</source>
        <translation>rollt</translation>
    </message>
    <message numerus="yes">
        <location filename="../../madn_qt/panel/texts.py" line="+137"/>
        <source>Train in %n table rounds</source>
        <translation>
            <numerusform>Eisenbahn in %n Runde</numerusform>
            <numerusform>Eisenbahn in %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The train comes after this round</source>
        <translation>Die Eisenbahn kommt nach dieser Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next train is being scheduled</source>
        <translation>Die nächste Eisenbahn wird ausgelost</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/choices.py" line="+102"/>
        <source>Pass
Penalty: {duty}</source>
        <translation>Aussetzen
Strafe: {duty}</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/texts.py" line="-157"/>
        <source>{who} — computer</source>
        <translation>{who} – Computer</translation>
    </message>
    <message numerus="yes">
        <location filename="../../madn_qt/panel/side_panel.py" line="+12"/>
        <source>Tries left: %n</source>
        <translation>
            <numerusform>Noch %n Versuch</numerusform>
            <numerusform>Noch %n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/choices.py" line="-24"/>
        <source>The figures appear here when a game starts.</source>
        <translation>Die Figuren erscheinen hier, sobald ein Spiel beginnt.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Pass</source>
        <translation>Aussetzen</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Figures</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The figures the roll can move appear here.</source>
        <translation>Hier erscheinen die Figuren, die der Wurf ziehen kann.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Suggested: {move}</source>
        <translation>Vorschlag: {move}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ {move}</source>
        <translation>★ {move}</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/toggles.py" line="+110"/>
        <source>Computer turns: normal</source>
        <translation>Computerzüge: normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer turns: 4× faster</source>
        <translation>Computerzüge: 4× schneller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer turns: to the end</source>
        <translation>Computerzüge: bis zum Ende</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pace of the computer&apos;s turns</source>
        <translation>Tempo der Computerzüge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>F: the computer&apos;s turns at normal pace, four times faster, or without animations to the end of the game (the move log keeps every move).</source>
        <translation>F: die Züge des Computers in normalem Tempo, viermal schneller oder ohne Animationen bis zum Ende des Spiels (der Spielverlauf behält jeden Zug).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Camera: follows</source>
        <translation>Kamera: folgt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The camera follows the moving figure. Click to keep the whole board in view.</source>
        <translation>Die Kamera folgt der ziehenden Figur. Klicken, um das ganze Brett im Blick zu behalten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Camera: overview</source>
        <translation>Kamera: Übersicht</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No audio device</source>
        <translation>Kein Audiogerät</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>The camera keeps the whole board in view. Click to let it follow the moving figure.</source>
        <translation>Die Kamera hält das ganze Brett im Blick. Klicken, damit sie der ziehenden Figur folgt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Follow camera</source>
        <translation>Kamera folgen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No audio output was found on this computer.</source>
        <translation>Auf diesem Computer wurde keine Audioausgabe gefunden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sound: on</source>
        <translation>Ton: an</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound: off</source>
        <translation>Ton: aus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Switch all sounds on or off</source>
        <translation>Alle Geräusche ein- oder ausschalten</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/figure_choices.py" line="+81"/>
        <source>House {house} · on the way {way} · goal {goal} of {total}</source>
        <translation>Haus {house} · unterwegs {way} · Ziel {goal} von {total}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../madn_qt/statistics/plots.py" line="+61"/>
        <source>Face</source>
        <translation>Augenzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times thrown</source>
        <translation>Wie oft geworfen</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>captured a figure</source>
        <translation>Figur geschlagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lost a figure</source>
        <translation>Figur verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../madn_qt/statistics/tables.py" line="+211"/>
        <source>Table round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps gone</source>
        <translation>Zurückgelegte Schritte</translation>
    </message>
    <message>
        <location filename="../../madn_qt/statistics/tables.py" line="-151"/>
        <source>D{sides}</source>
        <translation>W{sides}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>too few dice to tell: the test needs at least {needs}</source>
        <translation>zu wenige Würfe für ein Urteil: der Test braucht mindestens {needs}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+15"/>
        <source>nothing unusual</source>
        <translation>nichts Ungewöhnliches</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>unusual, but happens by chance about once in {n} games</source>
        <translation>ungewöhnlich, kommt aber zufällig etwa einmal in {n} Spielen vor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>very unusual: happens by chance less than once in {n} games</source>
        <translation>sehr ungewöhnlich: kommt zufällig seltener als einmal in {n} Spielen vor</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>too few to tell</source>
        <translation>zu wenige für ein Urteil</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unusual (1 in {n})</source>
        <translation>ungewöhnlich (1 in {n})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>very unusual (&lt; 1 in {n})</source>
        <translation>sehr ungewöhnlich (&lt; 1 in {n})</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+72"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Dice thrown</source>
        <translation>Würfe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fair?</source>
        <translation>Fair?</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+110"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Every roll is counted here. Sixes: {all} of all {rolls} rolls of one die; {moved} of the rolls that were followed by a move. A six can always move, a small number often cannot: counting only the rolls that moved makes honest dice look as if they favoured the six.</source>
        <translation>Hier zählt jeder Wurf. Sechsen: {all} aller {rolls} Würfe mit einem Würfel; {moved} der Würfe, auf die ein Zug folgte. Mit einer Sechs kann man immer ziehen, mit einer kleinen Zahl oft nicht: Wer nur die Würfe zählt, mit denen gezogen wurde, hält ehrliche Würfel für sechsenfreundlich.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>under {time} s</source>
        <translation>unter {time} s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>computed</source>
        <translation>berechnet</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rolls</source>
        <translation>Würfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sixes</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captures given</source>
        <translation>Geschlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captures suffered</source>
        <translation>Geschlagen worden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes</source>
        <translation>Ausgesetzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per move</source>
        <translation>Zeit je Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Train hits</source>
        <translation>Von der Bahn getroffen</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Figures the train hit</source>
        <translation>Von der Eisenbahn getroffene Figuren</translation>
    </message>
    <message>
        <location filename="../../madn_qt/statistics/window.py" line="+106"/>
        <location line="+216"/>
        <location line="+177"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="-244"/>
        <source>&amp;Dice</source>
        <translation>&amp;Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Race</source>
        <translation>&amp;Rennen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Events</source>
        <translation>&amp;Ereignisse</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Whose dice:</source>
        <translation>Würfel &amp;von:</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>Statistics: {game}</source>
        <translation>Statistik: {game}</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>Save pi&amp;cture…</source>
        <translation>&amp;Bild speichern…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;table…</source>
        <translation>&amp;Tabelle speichern…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics pages</source>
        <translation>Seiten der Statistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whose dice</source>
        <translation>Wessen Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind of die</source>
        <translation>Art des Würfels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice, face by face</source>
        <translation>Würfel, Augenzahl für Augenzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+169"/>
        <source>The race, table round by table round</source>
        <translation>Das Rennen, Runde für Runde</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>The players&apos; figures</source>
        <translation>Die Zahlen der Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Events drawn</source>
        <translation>Gezogene Ereignisse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice plot</source>
        <translation>Würfel-Diagramm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Race plot</source>
        <translation>Rennen-Diagramm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the page&apos;s plot as a picture</source>
        <translation>Das Diagramm der Seite als Bild speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the page&apos;s table as CSV</source>
        <translation>Die Tabelle der Seite als CSV speichern</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No move was taken back in this game.</source>
        <translation>In diesem Spiel wurde kein Zug zurückgenommen.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Moves taken back in this game: %n.</source>
        <translation>
            <numerusform>In diesem Spiel zurückgenommen: %n Zug.</numerusform>
            <numerusform>In diesem Spiel zurückgenommen: %n Züge.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+22"/>
        <source>Everybody</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+6"/>
        <source>No dice rolled yet.</source>
        <translation>Noch nicht gewürfelt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{who}, {kind}: {n} dice thrown — {verdict}.</source>
        <translation>{who}, {kind}: {n} Würfe — {verdict}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who}, {kind}: {n} dice thrown — {verdict} (p = {p}).</source>
        <translation>{who}, {kind}: {n} Würfe — {verdict} (p = {p}).</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Save picture</source>
        <translation>Bild speichern</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Save table</source>
        <translation>Tabelle speichern</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Could not write {file}.</source>
        <translation>{file} ließ sich nicht schreiben.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/statistics/race_view.py" line="+81"/>
        <source>Drag the window over the whole game</source>
        <translation>Ausschnitt über die ganze Partie ziehen</translation>
    </message>
</context>
<context>
    <name>TableNews</name>
    <message>
        <location filename="../../madn_qt/network/table_news.py" line="+65"/>
        <source>{who} takes over the seat from the computer.</source>
        <translation>{who} übernimmt den Platz vom Computer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer plays for {who} now.</source>
        <translation>Der Computer spielt jetzt für {who}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} is back and plays again.</source>
        <translation>{who} ist zurück und spielt wieder.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take over {who} from the computer.</source>
        <translation>Du übernimmst {who} vom Computer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer plays for you now ({who}).</source>
        <translation>Der Computer spielt jetzt für dich ({who}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are back and play {who} again.</source>
        <translation>Du bist zurück und spielst wieder {who}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} lost the connection.</source>
        <translation>{who} hat die Verbindung verloren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} is connected again.</source>
        <translation>{who} ist wieder verbunden.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../madn_qt/texts.py" line="+19"/>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>house</source>
        <translation>Haus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field {n}</source>
        <translation>Feld {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>goal {n}</source>
        <translation>Ziel {n}</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/table_news.py" line="-38"/>
        <location filename="../../madn_qt/texts.py" line="+12"/>
        <source>{name} ({colour})</source>
        <translation>{name} ({colour})</translation>
    </message>
    <message>
        <location filename="../../madn_qt/texts.py" line="+7"/>
        <source>leaves the start field occupied</source>
        <translation>lässt das Startfeld besetzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not bring a figure out</source>
        <translation>bringt keine Figur heraus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not capture</source>
        <translation>schlägt nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes although a move exists</source>
        <translation>setzt aus statt zu ziehen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>easy</source>
        <comment>AI level</comment>
        <translation>leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>normal</source>
        <comment>AI level</comment>
        <translation>normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strong</source>
        <comment>AI level</comment>
        <translation>stark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <comment>AI level</comment>
        <translation>zufällig</translation>
    </message>
</context>
<context>
    <name>UnderWay</name>
    <message numerus="yes">
        <location filename="../../madn_qt/log/under_way.py" line="-42"/>
        <source>You joined a game under way in table round {round} (%n move(s) played).</source>
        <translation>
            <numerusform>Du bist einem laufenden Spiel beigetreten: Runde {round}, %n Zug gespielt.</numerusform>
            <numerusform>Du bist einem laufenden Spiel beigetreten: Runde {round}, %n Züge gespielt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>You are watching a game under way in table round {round} (%n move(s) played).</source>
        <translation>
            <numerusform>Du schaust einem laufenden Spiel zu: Runde {round}, %n Zug gespielt.</numerusform>
            <numerusform>Du schaust einem laufenden Spiel zu: Runde {round}, %n Züge gespielt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>You are back at the table in table round {round} (%n move(s) played).</source>
        <translation>
            <numerusform>Du bist zurück am Tisch: Runde {round}, %n Zug gespielt.</numerusform>
            <numerusform>Du bist zurück am Tisch: Runde {round}, %n Züge gespielt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Your table goes on where it stopped, in table round {round} (%n move(s) played).</source>
        <translation>
            <numerusform>Dein Tisch geht weiter, wo er stehen geblieben ist: Runde {round}, %n Zug gespielt.</numerusform>
            <numerusform>Dein Tisch geht weiter, wo er stehen geblieben ist: Runde {round}, %n Züge gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{n} in the house</source>
        <translation>{n} im Haus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} on the ring</source>
        <translation>{n} auf dem Laufweg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} in the goal lane</source>
        <translation>{n} in den Zielfeldern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pip counter {pips} of {limit}</source>
        <translation>Augenzähler {pips} von {limit}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who}: {figures}.</source>
        <translation>{who}: {figures}.</translation>
    </message>
</context>
<context>
    <name>Wheel</name>
    <message>
        <location filename="../../madn_qt/wheel/widget.py" line="+215"/>
        <location line="+10"/>
        <location line="+52"/>
        <source>Turning…</source>
        <translation>Dreht sich …</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Wheel of fortune</source>
        <translation>Glücksrad</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stopped on {result}.</source>
        <translation>Stehen geblieben auf: {result}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not turned yet.</source>
        <translation>Noch nicht gedreht.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The rocket&apos;s wheel of its %n target(s).</source>
        <translation>
            <numerusform>Das Rad der Rakete mit %n Ziel.</numerusform>
            <numerusform>Das Rad der Rakete mit %n Zielen.</numerusform>
        </translation>
    </message>
</context>
</TS>
