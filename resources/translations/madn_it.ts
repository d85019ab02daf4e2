<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../../madn_qt/dialogs/about.py" line="+23"/>
        <source>unknown</source>
        <translation>sconosciuta</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>compiled (mypyc)</source>
        <translation>compilato (mypyc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pure Python (no compiled core on this computer)</source>
        <translation>Python puro (nessun nucleo compilato su questo computer)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Version {version}</source>
        <translation>Versione {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Licence: {licence}</source>
        <translation>Licenza: {licence}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules engine: {engine}</source>
        <translation>Motore delle regole: {engine}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help ▸ Rules (F1) explains the rules and every key.</source>
        <translation>Aiuto ▸ Regole (F1) spiega le regole e ogni tasto.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About Mensch ärgere Dich nicht</source>
        <translation>Informazioni su Mensch ärgere Dich nicht</translation>
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
        <translation>Tabellone</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game is running.</source>
        <translation>Nessuna partita in corso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game board: {turn}</source>
        <translation>Tabellone: {turn}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The game is over. {who} wins.</source>
        <translation>La partita è finita. Vince {who}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll-off for the first turn: {who} rolls.</source>
        <translation>Spareggio per il primo turno: tira {who}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} is to move, rolled {pips}.</source>
        <translation>{who} deve muovere: ha tirato {pips}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who} is to roll.</source>
        <translation>{who} deve tirare il dado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The train passes when this table round ends.</source>
        <translation>Il treno passa alla fine di questo giro.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The train passes in %n table round(s).</source>
        <translation>
            <numerusform>Il treno passa tra %n giro.</numerusform>
            <numerusform>Il treno passa tra %n giri.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../madn_qt/log/under_way.py" line="+112"/>
        <source>{who}, computer ({level})</source>
        <translation>{who}, computer ({level})</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../madn_qt/log/under_way.py" line="+5"/>
        <source>{who}: knocked out.</source>
        <translation>{who}: eliminato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../madn_qt/log/under_way.py" line="+2"/>
        <source>{who}: finished, place {place}.</source>
        <translation>{who}: arrivato, {place}º posto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who}: last roll {pips}.</source>
        <translation>{who}: ultimo tiro {pips}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who}: no roll yet.</source>
        <translation>{who}: non ha ancora tirato.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Figure {n}: house, safe.</source>
        <translation>Pedina {n}: casa, al sicuro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Figures {list}: house, safe.</source>
        <translation>Pedine {list}: casa, al sicuro.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>railway crossing</source>
        <translation>passaggio a livello</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>star field</source>
        <translation>casella stella</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field {n}</source>
        <translation>casella {n}</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+37"/>
        <source>Figure {n}: {place}, not safe.</source>
        <translation>Pedina {n}: {place}, non al sicuro.</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Next ahead: {who} figure {n}, {away}.</source>
        <translation>Prima davanti: {who} pedina {n}, {away}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next behind: {who} figure {n}, {away}.</source>
        <translation>Prima dietro: {who} pedina {n}, {away}.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n field(s) away</source>
        <translation>
            <numerusform>a %n casella</numerusform>
            <numerusform>a %n caselle</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Figure {n}: {place}, safe.</source>
        <translation>Pedina {n}: {place}, al sicuro.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>goal place {k} of {size}</source>
        <translation>arrivo {k} di {size}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>start field {n}</source>
        <translation>casella di partenza {n}</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <location filename="../../madn_qt/panel/dice_text.py" line="+27"/>
        <source>D{sides} until this table round ends</source>
        <translation>D{sides} fino alla fine di questo giro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D{sides} for this table round and the next</source>
        <translation>D{sides} per questo giro e il prossimo</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>D{sides} for this table round and %n more</source>
        <translation>
            <numerusform>D{sides} per questo giro e ancora %n</numerusform>
            <numerusform>D{sides} per questo giro e altri %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two dice this turn</source>
        <translation>Due dadi in questo turno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two dice this turn and the next</source>
        <translation>Due dadi in questo turno e nel prossimo</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Two dice this turn and %n more</source>
        <translation>
            <numerusform>Due dadi in questo turno e in %n altro</numerusform>
            <numerusform>Due dadi in questo turno e in altri %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two dice in the next turn</source>
        <translation>Due dadi nel prossimo turno</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Two dice in the next %n turns</source>
        <translation>
            <numerusform>Due dadi nel prossimo %n turno</numerusform>
            <numerusform>Due dadi nei prossimi %n turni</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventBox</name>
    <message>
        <location filename="../../madn_qt/panel/event_box.py" line="+179"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OK (Space)</source>
        <translation>OK (Spazio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm the event</source>
        <translation>Conferma l&apos;evento</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name} turns the wheel…</source>
        <translation>{name} gira la ruota…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pip counter reached 32. Where the wheel stops decides what happens before the move.</source>
        <translation>Il contatore ha raggiunto 32. Dove si ferma la ruota decide che cosa succede prima della mossa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A star field. Where the wheel stops decides what happens now.</source>
        <translation>Una casella stella. Dove si ferma la ruota decide che cosa succede adesso.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name}&apos;s rocket picks its target…</source>
        <translation>Il razzo di {name} sceglie il bersaglio…</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The second wheel picks one of %n figure(s).</source>
        <translation>
            <numerusform>La seconda ruota ha %n pedina da scegliere.</numerusform>
            <numerusform>La seconda ruota sceglie una tra %n pedine.</numerusform>
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
        <translation>Colpita dal razzo: {figure}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It flies home from {place}.</source>
        <translation>Vola a casa da: {place}.</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>{name}&apos;s figure {number}</source>
        <translation>Pedina {number} di {name}</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Pick your figure to swap:</source>
        <translation>Scegli la tua pedina da scambiare:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Swap it with:</source>
        <translation>Scambiala con:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick the figure to send back:</source>
        <translation>Scegli la pedina da rimandare indietro:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <location filename="../../madn_qt/log/event_log.py" line="+80"/>
        <source>{who}&apos;s pip counter reaches {total}: the wheel turns.</source>
        <translation>Il contatore di {who} arriva a {total}: gira la ruota.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} turns the wheel: {event}.</source>
        <translation>{who} gira la ruota: {event}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New paths: a shortcut from field {shortcut}, a detour from field {detour}.</source>
        <translation>Nuovi percorsi: una scorciatoia dalla casella {shortcut}, una deviazione dalla casella {detour}.</translation>
    </message>
    <message>
        <location line="-46"/>
        <location line="+52"/>
        <source>The six-sided die is back.</source>
        <translation>Torna il dado a sei facce.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{who} rolls two dice in the next %n turns.</source>
        <translation>
            <numerusform>{who} tira due dadi per %n turno.</numerusform>
            <numerusform>{who} tira due dadi nei prossimi %n turni.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Everyone rolls a D{sides} until this table round ends.</source>
        <translation>Tutti tirano un D{sides} fino alla fine di questo giro.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone rolls a D{sides} for this table round and the next.</source>
        <translation>Tutti tirano un D{sides} per questo giro e il prossimo.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Everyone rolls a D{sides} for this table round and %n more.</source>
        <translation>
            <numerusform>Tutti tirano un D{sides} per questo giro e ancora %n.</numerusform>
            <numerusform>Tutti tirano un D{sides} per questo giro e altri %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{who} sits out this turn.</source>
        <translation>{who} salta questo turno.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{who} sits out this turn and %n more.</source>
        <translation>
            <numerusform>{who} salta questo turno e poi ancora %n.</numerusform>
            <numerusform>{who} salta questo turno e poi altri %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>{who} is knocked out: the figures leave the board.</source>
        <translation>{who} è eliminato: le pedine lasciano il tabellone.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{who} gets one more figure.</source>
        <translation>{who} riceve una pedina in più.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{event}: it has nothing to act on.</source>
        <translation>{event}: non c&apos;è nulla su cui agire.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{who}&apos;s figure {figure} from {start} to {target}</source>
        <translation>la pedina {figure} di {who} da {start} a {target}</translation>
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
        <translation>Rinforzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knocked out</source>
        <translation>Eliminato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leader, turn back!</source>
        <translation>Capofila, indietro!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Construction</source>
        <translation>Cantiere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New distribution</source>
        <translation>Nuova distribuzione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place swap</source>
        <translation>Scambio di posto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send back</source>
        <translation>Rimanda a casa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rocket</source>
        <translation>Razzo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second die</source>
        <translation>Secondo dado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-sided die</source>
        <translation>Dado a 4 facce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten-sided die</source>
        <translation>Dado a 10 facce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra roll</source>
        <translation>Tiro extra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip a turn</source>
        <translation>Salta un turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special train</source>
        <translation>Treno speciale</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You get one more figure: it waits in your house, and your house and goal lane each grow by one place. To win, every one of your figures must reach the goal.</source>
        <translation>Ricevi una pedina in più: aspetta nella tua casa, e la casa e le caselle d&apos;arrivo crescono di un posto ciascuna. Per vincere, tutte le tue pedine devono arrivare.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are out of the game: your figures leave the board. If only one player is left, that player wins.</source>
        <translation>Sei fuori dal gioco: le tue pedine lasciano il tabellone. Se resta un solo giocatore, vince lui.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For every player, you too, the figure furthest ahead on the ring or unprotected in the goal lane goes back to its house.</source>
        <translation>Per ogni giocatore, anche per te, la pedina più avanti sul percorso o non protetta nelle caselle d&apos;arrivo torna a casa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The paths are rebuilt: a new green shortcut ({forward} fields forward) and a new orange detour ({back} fields back) replace the old pair.</source>
        <translation>I percorsi speciali vengono ricostruiti: una nuova scorciatoia verde ({forward} caselle avanti) e una nuova deviazione arancione ({back} caselle indietro) sostituiscono la coppia vecchia.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every figure on the ring is put on a new field of the ring, drawn at random. Nobody is captured.</source>
        <translation>Ogni pedina sul percorso va su una nuova casella del percorso, estratta a caso. Nessuno viene mangiato.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pick one of your figures on the ring and an opponent&apos;s figure on the ring: the two swap fields.</source>
        <translation>Scegli una tua pedina sul percorso e una pedina avversaria sul percorso: le due si scambiano di casella.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pick an opponent&apos;s figure on the ring or unprotected in a goal lane: it goes back to its house.</source>
        <translation>Scegli una pedina avversaria sul percorso o non protetta nelle sue caselle d&apos;arrivo: torna nella sua casa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A second wheel picks one of your opponents&apos; figures on the ring or unprotected in a goal lane, and the rocket sends it back to its house.</source>
        <translation>Una seconda ruota sceglie una pedina avversaria sul percorso o non protetta nelle sue caselle d&apos;arrivo, e il razzo la rimanda nella sua casa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For your next {fewest} or {most} turns (drawn at random) you roll two dice and move one figure by their sum. Leaving the house takes a double six.</source>
        <translation>Nei tuoi prossimi {fewest} o {most} turni (estratti a caso) tiri due dadi e muovi una pedina della loro somma. Per uscire di casa serve un doppio sei.</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Everyone rolls a four-sided die (1 to {sides}) for the rest of this table round and %n more table round(s). Nobody can leave the house, and no roll gives another roll.</source>
        <translation>
            <numerusform>Tutti tirano un dado a quattro facce (da 1 a {sides}) per il resto di questo giro e per %n altro giro. Nessuno può uscire di casa e nessun tiro dà un altro tiro.</numerusform>
            <numerusform>Tutti tirano un dado a quattro facce (da 1 a {sides}) per il resto di questo giro e per altri %n giri. Nessuno può uscire di casa e nessun tiro dà un altro tiro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Everyone rolls a ten-sided die (1 to {sides}) for the rest of this table round and %n more table round(s). A 6 still brings a figure out and gives another roll; 7 to {sides} do neither.</source>
        <translation>
            <numerusform>Tutti tirano un dado a dieci facce (da 1 a {sides}) per il resto di questo giro e per %n altro giro. Un 6 fa ancora uscire una pedina e dà un altro tiro; da 7 a {sides} nessuna delle due cose.</numerusform>
            <numerusform>Tutti tirano un dado a dieci facce (da 1 a {sides}) per il resto di questo giro e per altri %n giri. Un 6 fa ancora uscire una pedina e dà un altro tiro; da 7 a {sides} nessuna delle due cose.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You roll once more right after this turn&apos;s move.</source>
        <translation>Subito dopo la mossa di questo turno tiri ancora una volta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You sit out your next turn.</source>
        <translation>Salti il tuo prossimo turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The train comes after your move: it sends home every figure on its crossings and the unprotected goal figures under its track.</source>
        <translation>Il treno passa dopo la tua mossa: rimanda a casa ogni pedina sui suoi passaggi a livello e quelle non protette nelle caselle d&apos;arrivo sotto i binari.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The train comes now: it sends home every figure on its crossings and the unprotected goal figures under its track.</source>
        <translation>Il treno passa adesso: rimanda a casa ogni pedina sui suoi passaggi a livello e quelle non protette nelle caselle d&apos;arrivo sotto i binari.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is nothing for it to act on: nothing happens.</source>
        <translation>Non trova nulla su cui agire: non succede niente.</translation>
    </message>
</context>
<context>
    <name>FlatBoardView</name>
    <message>
        <location filename="../../madn_qt/board/flat_board.py" line="+68"/>
        <source>Game board</source>
        <translation>Tabellone</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../madn_qt/files/texts.py" line="+23"/>
        <source>It is not a saved game of Mensch ärgere Dich nicht.</source>
        <translation>Non è una partita salvata di Mensch ärgere Dich nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file does not say which version of the format it uses.</source>
        <translation>Il file non dice quale versione del formato usa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A newer version of the game wrote it (format {version}); this version reads format {supported}.</source>
        <translation>L&apos;ha scritto una versione più recente del gioco (formato {version}); questa versione legge il formato {supported}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Line {line} of its header is damaged.</source>
        <translation>La riga {line} della sua intestazione è danneggiata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Line {line} names a seat that does not exist.</source>
        <translation>La riga {line} nomina un posto che non esiste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {colour} seat is played by a kind of player this version does not know ({kind}).</source>
        <translation>Il posto {colour} è giocato da un tipo di giocatore che questa versione non conosce ({kind}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file is cut short: its header is incomplete.</source>
        <translation>Il file è troncato: la sua intestazione è incompleta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its header lacks the line “{key}”.</source>
        <translation>Alla sua intestazione manca la riga «{key}».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its rules (“{flags}”) are not rules this version knows.</source>
        <translation>Le sue regole («{flags}») non sono regole che questa versione conosce.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its seats and rules do not make a game.</source>
        <translation>I suoi posti e le sue regole non formano una partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It holds “{token}”, which is neither a roll nor a move.</source>
        <translation>Contiene «{token}», che non è né un tiro né una mossa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its count of rolls and moves is damaged.</source>
        <translation>Il suo conteggio di tiri e mosse è danneggiato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is cut short or damaged: it announces {promised} rolls and moves but holds {found}.</source>
        <translation>Il file è troncato o danneggiato: annuncia {promised} tiri e mosse ma ne contiene {found}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its result line is damaged.</source>
        <translation>La sua riga del risultato è danneggiata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its line of moves taken back is damaged.</source>
        <translation>La riga delle mosse annullate è danneggiata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its result does not match its moves.</source>
        <translation>Il suo risultato non corrisponde alle sue mosse.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll or move number {index} (“{command}”) is not possible at that point of the game.</source>
        <translation>Il tiro o la mossa numero {index} («{command}») non è possibile in quel punto della partita.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file cannot be read ({reason}).</source>
        <translation>Il file non può essere letto ({reason}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is not a text file (a damaged file, or another kind of file).</source>
        <translation>Non è un file di testo (un file danneggiato o un altro tipo di file).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file is damaged.</source>
        <translation>Il file è danneggiato.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The folder does not exist.</source>
        <translation>La cartella non esiste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no permission to write there.</source>
        <translation>Non c&apos;è il permesso di scrivere lì.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk is full.</source>
        <translation>Il disco è pieno.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/files/game_files.py" line="+94"/>
        <location line="+295"/>
        <source>Save game</source>
        <translation>Salva partita</translation>
    </message>
    <message>
        <location line="-294"/>
        <source>The game could not be saved.</source>
        <translation>Non è stato possibile salvare la partita.</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+274"/>
        <source>Open game</source>
        <translation>Apri partita</translation>
    </message>
    <message>
        <location line="-273"/>
        <source>This file cannot be opened as a game.</source>
        <translation>Questo file non si può aprire come partita.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Open the saved game and end the running one?</source>
        <translation>Aprire la partita salvata e terminare quella in corso?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game and end the running one?</source>
        <translation>Iniziare una nuova partita e terminare quella in corso?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The running game has not been saved. Save it first to go on with it another time.</source>
        <translation>La partita in corso non è stata salvata. Salvala prima per continuarla un&apos;altra volta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Don&apos;t save</source>
        <translation>&amp;Non salvare</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open the saved game and close your network table?</source>
        <translation>Aprire la partita salvata e chiudere il tuo tavolo in rete?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game and close your network table?</source>
        <translation>Iniziare una nuova partita e chiudere il tuo tavolo in rete?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The players on the network are dropped from the game. Save it first to go on with it another time.</source>
        <translation>I giocatori in rete escono dalla partita. Salvala prima per continuarla un&apos;altra volta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Close the table</source>
        <translation>&amp;Chiudi il tavolo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the saved game and leave the network table?</source>
        <translation>Aprire la partita salvata e lasciare il tavolo in rete?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game and leave the network table?</source>
        <translation>Iniziare una nuova partita e lasciare il tavolo in rete?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game at the table goes on without you; the computer takes your seat.</source>
        <translation>La partita al tavolo continua senza di te; il computer prende il tuo posto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Leave the table</source>
        <translation>&amp;Lascia il tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+26"/>
        <source>Network game</source>
        <translation>Partita in rete</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Quit and keep your network table for later?</source>
        <translation>Uscire e tenere il tuo tavolo in rete per dopo?</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The players in the game&apos;s window wait up to %n minute(s) for your table to open again: the next time you start the game, it offers to open the table, and they come back by themselves. Later, each comes back to their seat from their lobby.</source>
        <translation>
            <numerusform>I giocatori nella finestra del gioco aspettano fino a %n minuto che il tuo tavolo riapra: al prossimo avvio il gioco propone di riaprire il tavolo, e loro tornano da soli. Più tardi, ognuno torna al suo posto dalla sua sala.</numerusform>
            <numerusform>I giocatori nella finestra del gioco aspettano fino a %n minuti che il tuo tavolo riapra: al prossimo avvio il gioco propone di riaprire il tavolo, e loro tornano da soli. Più tardi, ognuno torna al suo posto dalla sua sala.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Quit and leave the network table?</source>
        <translation>Uscire e lasciare il tavolo in rete?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game at the table goes on without you; the computer takes your seat until you join again.</source>
        <translation>La partita al tavolo continua senza di te; il computer prende il tuo posto finché non ti riunisci.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Quit and lose the running game?</source>
        <translation>Uscire e perdere la partita in corso?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The running game has not been saved, and it cannot be kept to go on with next time.</source>
        <translation>La partita in corso non è stata salvata e non può essere conservata per continuarla la prossima volta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit without saving</source>
        <translation>&amp;Esci senza salvare</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Unsaved game</source>
        <translation>Partita non salvata</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Save…</source>
        <translation>&amp;Salva…</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>The game kept from last time could not be read.</source>
        <translation>La partita conservata dall&apos;ultima volta non si può leggere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{why} The file was moved aside: {file}.</source>
        <translation>{why} Il file è stato messo da parte: {file}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game goes on from the move before.</source>
        <translation>La partita continua dalla mossa precedente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kept game</source>
        <translation>Partita conservata</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../madn_qt/replay/files.py" line="+140"/>
        <source>Saved games</source>
        <translation>Partite salvate</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../../madn_qt/log/game_log.py" line="+123"/>
        <location filename="../../madn_qt/replay/model.py" line="+80"/>
        <source>New game: {players}.</source>
        <translation>Nuova partita: {players}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game saved as {file}.</source>
        <translation>Partita salvata come {file}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game opened from {file}.</source>
        <translation>Partita aperta da {file}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game from last time goes on.</source>
        <translation>La partita dell&apos;ultima volta continua.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/window/game_actions.py" line="+160"/>
        <source>Every move taken back is played again.</source>
        <translation>Tutte le mosse annullate sono di nuovo giocate.</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Moves taken back in this game: %n.</source>
        <translation>
            <numerusform>Mosse annullate in questa partita: %n.</numerusform>
            <numerusform>Mosse annullate in questa partita: %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <location filename="../../madn_qt/dialogs/guide.py" line="+186"/>
        <source>{step} of {count}</source>
        <translation>{step} di {count}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Done</source>
        <translation>Fine</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip guide</source>
        <translation>Salta la guida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <location filename="../../madn_qt/dialogs/guide_steps.py" line="+87"/>
        <source>Welcome to the board</source>
        <translation>Benvenuti al tabellone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player brings their figures out of the house, once round the ring and home into their goal lane; the first with a full goal lane wins. These few cards show you around the window, and Skip guide ends them whenever you like.</source>
        <translation>Ogni giocatore porta le sue pedine fuori di casa, per un giro del percorso e dentro le sue caselle d&apos;arrivo; vince chi le riempie per primo. Queste schede ti mostrano la finestra, e «Salta la guida» le chiude quando vuoi.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rolling the die</source>
        <translation>Tirare il dado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When it is your turn, press Roll or the Space key. A 6 brings a figure out of the house and lets you roll once more. While none of your figures is out, you have three tries to roll a 6.</source>
        <translation>Quando tocca a te, premi «Tira» o la barra spaziatrice. Un 6 fa uscire una pedina di casa e ti fa tirare ancora. Finché nessuna tua pedina è fuori, hai tre tentativi per fare 6.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Moving a figure</source>
        <translation>Muovere una pedina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a roll, the figures that may move are listed here and ringed on the board. Tab and the arrow keys walk through them, Enter moves the one with the focus; a click on the board works as well. H suggests a move.</source>
        <translation>Dopo il tiro, qui trovi le pedine che possono muovere, cerchiate anche sul tabellone. Tab e le frecce le scorrono, Invio muove quella selezionata; va bene anche un clic sul tabellone. H suggerisce una mossa.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>House and start field</source>
        <translation>Casa e casella di partenza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each colour waits in its house in a corner. A figure that comes out stands on the start field next to it and runs round the ring from there. Land on another player&apos;s figure and it has to go back to its house.</source>
        <translation>Ogni colore aspetta nella sua casa, in un angolo. Una pedina che esce si mette sulla casella di partenza accanto e da lì fa il giro del percorso. Se arrivi su una pedina altrui, quella torna a casa sua.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The goal lane</source>
        <translation>Le caselle d&apos;arrivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a whole lap a figure turns into the goal lane of its own colour, towards the middle. Inside the lane it moves only by the exact number. Fill every place of your lane to win.</source>
        <translation>Dopo un giro intero una pedina entra nelle caselle d&apos;arrivo del suo colore, verso il centro. Lì si muove solo con il numero esatto. Riempi tutte le tue caselle d&apos;arrivo e hai vinto.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The railway</source>
        <translation>La ferrovia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A railway crosses the board. Every few rounds a train comes through, and a figure standing on one of its two level crossings goes back to its house. The side panel says when the next train is due.</source>
        <translation>Una ferrovia attraversa il tabellone. Ogni pochi giri passa un treno, e una pedina ferma su uno dei due passaggi a livello torna a casa. Il pannello laterale dice quando arriva il prossimo treno.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The wheel of fortune</source>
        <translation>La ruota della fortuna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In event mode the wheel of fortune turns here when a figure stops on a star field or your pips add up to 32. What it draws, good or bad, happens once you confirm it with Space or Enter.</source>
        <translation>In modalità eventi la ruota della fortuna gira qui quando una pedina si ferma su una casella stella o i tuoi punti arrivano a 32. Ciò che esce, bello o brutto, accade appena lo confermi con Spazio o Invio.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Keys and help</source>
        <translation>Tasti e aiuto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help ▸ Keyboard shortcuts ({shortcuts}) lists every key of the game, {rules} explains the rules, and Help ▸ How to play shows these cards again. Enjoy the game!</source>
        <translation>Aiuto ▸ Scorciatoie da tastiera ({shortcuts}) elenca tutti i tasti del gioco, {rules} spiega le regole, e Aiuto ▸ Come si gioca mostra di nuovo queste schede. Buon divertimento!</translation>
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
            <numerusform>{moves} (%n annullata)</numerusform>
            <numerusform>{moves} (%n annullate)</numerusform>
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
        <translation>Storico delle partite</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>&amp;Mode:</source>
        <translation>&amp;Modalità:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player:</source>
        <translation>&amp;Giocatore:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the &amp;replay</source>
        <translation>Guarda il &amp;replay</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistiche</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All games</source>
        <translation>Tutte le partite</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+66"/>
        <source>Classic</source>
        <translation>Classica</translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+66"/>
        <source>Event mode</source>
        <translation>Modalità eventi</translation>
    </message>
    <message>
        <location line="-62"/>
        <location line="+55"/>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+84"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Games, newest first</source>
        <translation>Partite, prima le più recenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins per player and computer level</source>
        <translation>Vittorie per giocatore e livello del computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins over the games</source>
        <translation>Vittorie lungo le partite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the game as a replay</source>
        <translation>Guarda la partita come replay</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s statistics</source>
        <translation>Le statistiche della partita</translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../../madn_qt/history/writer.py" line="+168"/>
        <source>The game history could not be read. It was kept as {file} and a new one was started.</source>
        <translation>Lo storico delle partite non si può leggere. È stato conservato come {file} e ne è stato iniziato uno nuovo.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Everybody</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players, best first</source>
        <translation>Giocatori, prima i migliori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Durata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+39"/>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Share</source>
        <translation>Quota</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Games played</source>
        <translation>Partite giocate</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>{who}: won {wins} of %n game(s)</source>
        <translation>
            <numerusform>{who}: %n partita, vittorie: {wins}</numerusform>
            <numerusform>{who}: %n partite, vittorie: {wins}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../madn_qt/history/writer.py" line="-6"/>
        <source>This game could not be added to the game history: {reason}</source>
        <translation>Questa partita non è stata aggiunta allo storico: {reason}</translation>
    </message>
</context>
<context>
    <name>Lan</name>
    <message>
        <location filename="../../madn_qt/network/status.py" line="+38"/>
        <source>Network game status</source>
        <translation>Stato della partita in rete</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>What the network said, in the programs&apos; own words:</source>
        <translation>Che cosa ha detto la rete, con le parole dei programmi:</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/glue.py" line="+110"/>
        <source>Ne&amp;twork game…</source>
        <translation>Partita in re&amp;te…</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/texts.py" line="+234"/>
        <source>Joining another table ends the game at your table.</source>
        <translation>Sedersi a un altro tavolo termina la partita al tuo tavolo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hosting or joining a table ends the network game you are in.</source>
        <translation>Aprire un tavolo o sedersi a un tavolo termina la partita in rete in corso.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/join_page.py" line="+440"/>
        <source>Tables cannot be found on this network ({reason}): connect to an address.</source>
        <translation>In questa rete non si trovano tavoli ({reason}): collegati a un indirizzo.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/glue.py" line="+101"/>
        <source>Opening the table…</source>
        <translation>Apertura del tavolo…</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/kept.py" line="+79"/>
        <source>The kept network table in {file} is damaged and cannot be resumed; it was set aside and is not offered again.</source>
        <translation>Il tavolo di rete conservato in {file} è danneggiato e non può essere ripreso; è stato messo da parte e non verrà più proposto.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/host_page.py" line="+487"/>
        <location filename="../../madn_qt/network/kept.py" line="+28"/>
        <source>Your table is open; its game goes on.</source>
        <translation>Il tuo tavolo è aperto; la sua partita continua.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/glue.py" line="+20"/>
        <source>Opening the table again…</source>
        <translation>Riapertura del tavolo…</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>The table is open. Others find it in their lobby, or connect to {address}. The game starts when every open seat is taken.</source>
        <translation>Il tavolo è aperto. Gli altri lo trovano nella loro sala o si collegano a {address}. La partita comincia quando ogni posto aperto è occupato.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>You are at the table. The game starts when every open seat is taken.</source>
        <translation>Sei al tavolo. La partita comincia quando ogni posto aperto è occupato.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/presence.py" line="+109"/>
        <source>Network game: you are watching.</source>
        <translation>Partita in rete: stai guardando.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network game: you play {seats}.</source>
        <translation>Partita in rete: sei {seats}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network game: the computer plays {seats} for you.</source>
        <translation>Partita in rete: il computer gioca {seats} per te.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table PIN: {pin}.</source>
        <translation>PIN del tavolo: {pin}.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Everybody is connected.</source>
        <translation>Tutti sono collegati.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/glue.py" line="+102"/>
        <source>No connection: {reason}</source>
        <translation>Nessuna connessione: {reason}</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/lobby.py" line="+43"/>
        <location line="+1"/>
        <location line="+86"/>
        <location filename="../../madn_qt/network/status.py" line="-8"/>
        <location line="+6"/>
        <location filename="../../madn_qt/network/way_back.py" line="+115"/>
        <source>Network game</source>
        <translation>Partita in rete</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/host_page.py" line="-411"/>
        <source>Kept table</source>
        <translation>Tavolo conservato</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You, at this computer</source>
        <translation>Tu, a questo computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer ({level})</source>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open for a player on the network</source>
        <translation>Aperto a un giocatore in rete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty seat</source>
        <translation>Posto vuoto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays {colour}</source>
        <translation>Chi gioca {colour}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Name of {colour}</source>
        <translation>Nome di {colour}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+261"/>
        <source>madn table</source>
        <translation>Tavolo di Non t&apos;arrabbiare</translation>
    </message>
    <message>
        <location line="-258"/>
        <source>Name of the table</source>
        <translation>Nome del tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table &amp;name:</source>
        <translation>&amp;Nome del tavolo:</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Invite over the internet</source>
        <translation>Invita via internet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table gets an invite code for each open seat, to read out to friends anywhere. It is not shown to others on this network.</source>
        <translation>Il tavolo riceve un codice d&apos;invito per ogni posto libero, da leggere agli amici ovunque siano. Non viene mostrato agli altri in questa rete.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Classic</source>
        <translation>Classica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event mode</source>
        <translation>Modalità eventi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Mode:</source>
        <translation>&amp;Modalità:</translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Two seats are called {name}: give each a name of its own.</source>
        <translation>Due posti si chiamano {name}: dai a ciascuno un nome diverso.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Fixed while the table is open; close the table to change it.</source>
        <translation>Fisso finché il tavolo è aperto; chiudi il tavolo per cambiarlo.</translation>
    </message>
    <message>
        <location line="-273"/>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PIN: 4 or 6 digits, or empty for none</source>
        <translation>PIN: 4 o 6 cifre, vuoto per nessuno</translation>
    </message>
    <message>
        <location line="+220"/>
        <source>The PIN has 4 or 6 digits (or leave it empty).</source>
        <translation>Il PIN ha 4 o 6 cifre (oppure lascialo vuoto).</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>&amp;PIN (optional):</source>
        <translation>&amp;PIN (facoltativo):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Late arrivals may take a computer&apos;s seat</source>
        <translation>Chi arriva in &amp;ritardo può prendere un posto del computer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Late arrivals may take a computer&apos;s seat</source>
        <translation>Chi arriva in ritardo può prendere un posto del computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While the game runs, a friend who comes late may take over a seat the computer plays. You are asked each time.</source>
        <translation>Mentre la partita è in corso, chi arriva in ritardo può prendere un posto giocato dal computer. Ti viene chiesto ogni volta.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In&amp;vite over the internet (with codes)</source>
        <translation>Invita via in&amp;ternet (con codici)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/join_page.py" line="-387"/>
        <source>Message</source>
        <translation>Messaggio</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/host_page.py" line="+46"/>
        <source>&amp;Open the table</source>
        <translation>&amp;Apri il tavolo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the table</source>
        <translation>Apri il tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the &amp;table</source>
        <translation>&amp;Chiudi il tavolo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the table</source>
        <translation>Chiudi il tavolo</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The game at your table &apos;{name}&apos; was interrupted. Resume it: the players come back to their seats and the game goes on.</source>
        <translation>La partita al tuo tavolo «{name}» è stata interrotta. Riprendila: i giocatori tornano ai loro posti e la partita continua.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Resume the network table &apos;{name}&apos;</source>
        <translation>&amp;Riprendi il tavolo di rete «{name}»</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>A game needs at least two players.</source>
        <translation>Una partita richiede almeno due giocatori.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players sit opposite each other: choose red and green, or blue and yellow.</source>
        <translation>Due giocatori siedono uno di fronte all&apos;altro: scegli rosso e verde, oppure blu e giallo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open at least one seat for a player on the network.</source>
        <translation>Apri almeno un posto a un giocatore in rete.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the player&apos;s own name</source>
        <translation>il nome del giocatore stesso</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/join_page.py" line="+41"/>
        <source>&amp;Tables on this network:</source>
        <translation>&amp;Tavoli in questa rete:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables on this network</source>
        <translation>Tavoli in questa rete</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Enter to join the selected table. Tables you cannot join are greyed out.</source>
        <translation>Premi Invio per sederti al tavolo scelto. I tavoli a cui non puoi sederti sono in grigio.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Looking for tables… A table appears here within seconds.</source>
        <translation>Ricerca dei tavoli… Un tavolo compare qui in pochi secondi.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>host:port, e.g. 192.168.1.20:40123</source>
        <translation>host:porta, p. es. 192.168.1.20:40123</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address of the table</source>
        <translation>Indirizzo del tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;onnect</source>
        <translation>C&amp;ollega</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect to the address</source>
        <translation>Collegati all&apos;indirizzo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connect to &amp;address:</source>
        <translation>Collegati all&apos;&amp;indirizzo:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Join with a &amp;code:</source>
        <translation>Entra con un co&amp;dice:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>4 or 6 digits, if the table has a PIN</source>
        <translation>4 o 6 cifre, se il tavolo ha un PIN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PIN of the table</source>
        <translation>PIN del tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;PIN:</source>
        <translation>&amp;PIN:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who plays your seat</source>
        <translation>Chi gioca al tuo posto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play myself</source>
        <translation>Gioco io</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer plays for me ({level})</source>
        <translation>Il computer gioca per me ({level})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>I only watch</source>
        <translation>Guardo soltanto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seat to take over</source>
        <translation>Posto da prendere</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Who plays:</source>
        <translation>&amp;Chi gioca:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Join</source>
        <translation>&amp;Siediti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join the selected table</source>
        <translation>Siediti al tavolo scelto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the table</source>
        <translation>&amp;Lascia il tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the table</source>
        <translation>Lascia il tavolo</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>You cannot join {name}: {reason}.</source>
        <translation>Non puoi sederti a {name}: {reason}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This table needs a PIN: enter its 4 or 6 digits.</source>
        <translation>Questo tavolo richiede un PIN: inserisci le sue 4 o 6 cifre.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Enter the address as host:port, for example 192.168.1.20:40123.</source>
        <translation>Inserisci l&apos;indirizzo come host:porta, per esempio 192.168.1.20:40123.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Enter your name first: the others see your seat under it.</source>
        <translation>Prima scrivi il tuo nome: gli altri vedono il tuo posto con quel nome.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Connecting to {host}:{port}…</source>
        <translation>Collegamento a {host}:{port}…</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Looking for the table of code {code}…</source>
        <translation>Cerco il tavolo del codice {code}…</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>any seat free to take</source>
        <translation>un posto libero qualsiasi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take over {colour}</source>
        <translation>prendere il posto {colour}</translation>
    </message>
    <message>
        <location line="-394"/>
        <source>Play with others on this network: join a table someone opened, or host one. The dice are rolled fairly by all computers together.</source>
        <translation>Gioca con altri in questa rete: siediti a un tavolo aperto da qualcuno, o aprine uno. Tutti i computer tirano il dado insieme, in modo equo.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/lobby.py" line="-81"/>
        <source>Join or host</source>
        <translation>Siediti o apri</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Jo&amp;in a table</source>
        <translation>S&amp;iediti a un tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Host a table</source>
        <translation>A&amp;pri un tavolo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close the lobby</source>
        <translation>Chiudi la sala</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Close your table and end the game for everyone?</source>
        <translation>Chiudere il tuo tavolo e finire la partita per tutti?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The players on the network are dropped, and the game cannot go on later. To stop for now and go on later, quit the program instead (Ctrl+Q): they wait for your table to open again.</source>
        <translation>I giocatori in rete escono dalla partita, che non potrà continuare più tardi. Per smettere ora e continuare dopo, esci piuttosto dal programma (Ctrl+Q): aspetteranno che il tuo tavolo si riapra.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Close the table</source>
        <translation>&amp;Chiudi il tavolo</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/seat_list.py" line="+29"/>
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>open, waiting for a player</source>
        <translation>aperto, in attesa di un giocatore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>joined over the network</source>
        <translation>collegato in rete</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>computer ({level})</source>
        <translation>computer ({level})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the host&apos;s computer</source>
        <translation>al computer di chi ospita</translation>
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
        <translation>Posti al tavolo</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/texts.py" line="-210"/>
        <source>This table needs a PIN.</source>
        <translation>Questo tavolo richiede un PIN.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host does not know the table&apos;s PIN: is it the right table?</source>
        <translation>Chi ospita non conosce il PIN del tavolo: è il tavolo giusto?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrong PIN.</source>
        <translation>PIN sbagliato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not let you take over the seat.</source>
        <translation>Chi ospita non ti ha lasciato prendere il posto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seat is not the computer&apos;s any more.</source>
        <translation>Il posto non è più del computer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not answer in time: the seat is free again.</source>
        <translation>Chi ospita non ha risposto in tempo: il posto è di nuovo libero.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table runs another version of the game.</source>
        <translation>Il tavolo usa un&apos;altra versione del gioco.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is full: every seat is taken.</source>
        <translation>Il tavolo è pieno: ogni posto è occupato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game at this table has started already.</source>
        <translation>La partita a questo tavolo è già cominciata.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table plays other rules.</source>
        <translation>Il tavolo gioca con altre regole.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That seat is not open any more.</source>
        <translation>Quel posto non è più libero.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table does not know you (another game?).</source>
        <translation>Il tavolo non ti conosce (un&apos;altra partita?).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is no table of this game.</source>
        <translation>Questo non è un tavolo di questo gioco.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host is closing the table.</source>
        <translation>Chi ospita sta chiudendo il tavolo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host refused to let you in.</source>
        <translation>Chi ospita non ti ha fatto entrare.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computers no longer agree on the game (out of sync). A report was written to the data folder.</source>
        <translation>I computer non concordano più sulla partita (non sincronizzati). Un rapporto è stato scritto nella cartella dei dati.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host could not go on with the game.</source>
        <translation>Chi ospita non ha potuto continuare la partita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host sent something no honest host would; the game stops.</source>
        <translation>Chi ospita ha inviato qualcosa che nessun ospite onesto invierebbe; la partita si ferma.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host closed the table.</source>
        <translation>Chi ospita ha chiuso il tavolo.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/presence.py" line="+36"/>
        <location filename="../../madn_qt/network/texts.py" line="+1"/>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/texts.py" line="-18"/>
        <source>The table is busy: try again in a moment.</source>
        <translation>Il tavolo è occupato: riprova tra un momento.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The network game stopped.</source>
        <translation>La partita in rete si è fermata.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table is busy — trying again…</source>
        <translation>Il tavolo è occupato — nuovo tentativo…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The connection to the table is lost.</source>
        <translation>La connessione al tavolo è persa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Connection to the host lost — reconnecting…</source>
        <translation>Connessione con chi ospita persa — riconnessione…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The host has left the table for a moment. The game waits for the table to open again and goes on by itself (until {time}).</source>
        <translation>Chi ospita ha lasciato il tavolo per un momento. La partita aspetta che il tavolo riapra e poi continua da sola (fino alle {time}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Connection to the host lost — reconnecting… The game waits for the table until {time}.</source>
        <translation>Connessione con chi ospita persa — riconnessione… La partita aspetta il tavolo fino alle {time}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To stop waiting: Game ▸ Network game…, Leave the table.</source>
        <translation>Per smettere di aspettare: Partita ▸ Partita in rete…, Lascia il tavolo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your seat is kept. When the host opens the table again: Game ▸ Network game…, Join with a code, the same code — you get your seat back.</source>
        <translation>Il tuo posto resta tuo. Quando chi ospita riapre il tavolo: Partita ▸ Partita in rete…, Entra con un codice, lo stesso codice — riavrai il tuo posto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your seat is kept. When the host opens the table again: Game ▸ Network game…, the table marked “your seat” — you get your seat back.</source>
        <translation>Il tuo posto resta tuo. Quando chi ospita riapre il tavolo: Partita ▸ Partita in rete…, il tavolo segnato «il tuo posto» — riavrai il tuo posto.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You stopped waiting for the table.</source>
        <translation>Hai smesso di aspettare il tavolo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>announces no protocol version</source>
        <translation>non indica una versione del protocollo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another version of the game (LAN protocol {theirs}, this program {ours})</source>
        <translation>un&apos;altra versione del gioco (protocollo LAN {theirs}, questo programma {ours})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an unknown game mode</source>
        <translation>una modalità di gioco sconosciuta</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>classic</source>
        <translation>classica</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>event mode</source>
        <translation>modalità eventi</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} — cannot join: {reason}</source>
        <translation>{name} — impossibile sedersi: {reason}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>your seat: join to play on</source>
        <translation>il tuo posto: siediti per continuare</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n posto libero</numerusform>
            <numerusform>%n posti liberi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no free seat</source>
        <translation>nessun posto libero</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>needs a PIN</source>
        <translation>richiede un PIN</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>running — you can watch</source>
        <translation>in corso — puoi guardare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running — the computer plays {colours}; you can take over</source>
        <translation>in corso — il computer gioca {colours}; puoi subentrare</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/late_texts.py" line="+31"/>
        <source>{name} wants to take over {colour} from the computer — allow?</source>
        <translation>{name} vuole prendere {colour} dal computer — permetti?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} wants to take over {colour} — {player}&apos;s seat, played by the computer since {player} left the table — allow?</source>
        <translation>{name} vuole prendere {colour} — il posto di {player}, che gioca il computer da quando {player} ha lasciato il tavolo — permetti?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} wants to take over {colour} from {player}, the computer — allow?</source>
        <translation>{name} vuole prendere {colour} da {player}, il computer — permetti?</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{question} Close this window to answer: the question waits above the board.</source>
        <translation>{question} Chiudi questa finestra per rispondere: la domanda aspetta sopra il tabellone.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Network game: waiting for {host} to let you take over {colour}…</source>
        <translation>Partita in rete: aspetti che {host} ti lasci prendere {colour}…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network game: waiting for the host to let you take over {colour}…</source>
        <translation>Partita in rete: aspetti che chi ospita ti lasci prendere {colour}…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../madn_qt/network/texts.py" line="+9"/>
        <source>%n wrong PIN attempt(s) in the last minute.</source>
        <translation>
            <numerusform>%n tentativo di PIN errato nell&apos;ultimo minuto.</numerusform>
            <numerusform>%n tentativi di PIN errati nell&apos;ultimo minuto.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} is missing — the game pauses in {seconds} s.</source>
        <translation>{name} manca — la partita si ferma tra {seconds} s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is missing — the computer takes over in {seconds} s.</source>
        <translation>{name} manca — il computer subentra tra {seconds} s.</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+21"/>
        <source>Missing: {names}. Waiting for them to come back.</source>
        <translation>Manca: {names}. In attesa che tornino.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer plays for: {names}.</source>
        <translation>Il computer gioca per: {names}.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/door.py" line="+110"/>
        <source>A late arrival</source>
        <translation>Un ritardatario</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Allow</source>
        <translation>P&amp;ermetti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Allow &amp;everyone</source>
        <translation>Permetti a &amp;tutti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Refuse</source>
        <translation>&amp;Rifiuta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>F6 takes the keyboard to this question and back; Space still rolls your die.</source>
        <translation>F6 porta la tastiera a questa domanda e indietro; la barra spaziatrice tira sempre il tuo dado.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Allow</source>
        <translation>Permetti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Allow everyone who comes late</source>
        <translation>Permetti a tutti i ritardatari</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Refuse</source>
        <translation>Rifiuta</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/code_entry.py" line="+101"/>
        <source>e.g. 7-guitarist-revenge</source>
        <translation>ad es. 7-guitarist-revenge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite code</source>
        <translation>Codice d&apos;invito</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A number and two words from the host of a table on the internet; spaces and capitals do not matter. Press Enter to join.</source>
        <translation>Un numero e due parole dall&apos;ospite di un tavolo su internet; spazi e maiuscole non contano. Premi Invio per entrare.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Join by co&amp;de</source>
        <translation>&amp;Entra con il codice</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join by the invite code</source>
        <translation>Entra con il codice d&apos;invito</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>An invite code is a number and two words, like 7-guitarist-revenge.</source>
        <translation>Un codice d&apos;invito è un numero e due parole, come 7-guitarist-revenge.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An invite code has two words after its number, like 7-guitarist-revenge.</source>
        <translation>Un codice d&apos;invito ha due parole dopo il numero, come 7-guitarist-revenge.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>“{words}” is no word of an invite code: check the spelling (the code is not used up).</source>
        <translation>«{words}» non è una parola di un codice d&apos;invito: controlla l&apos;ortografia (il codice non è consumato).</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/internet.py" line="+116"/>
        <source>The table is open on the internet (not on this network). Give each friend the code of their seat; the game starts when every open seat is taken.</source>
        <translation>Il tavolo è aperto su internet (non in questa rete). Dai a ogni amico il codice del suo posto; la partita inizia quando ogni posto libero è occupato.</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Somebody else holds this code on the rendezvous server, so it cannot lead you to the table. Ask your host for a new code.</source>
        <translation>Qualcun altro occupa questo codice sul server di appuntamento, quindi non può portarti al tavolo. Chiedi un nuovo codice a chi ospita.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This code is wrong or was used already. Ask your host for a new code.</source>
        <translation>Questo codice è sbagliato o è già stato usato. Chiedi un nuovo codice a chi ospita.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody answered this code: it was used already, or mistyped, or the table is closed. Ask your host for a new code.</source>
        <translation>Nessuno ha risposto a questo codice: è già stato usato, è scritto male o il tavolo è chiuso. Chiedi un nuovo codice a chi ospita.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rendezvous server {server} cannot be reached. Is this computer online? Another server can be chosen in Settings.</source>
        <translation>Il server di appuntamento {server} non è raggiungibile. Questo computer è in linea? Un altro server si può scegliere nelle Impostazioni.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The code is right, but no connection to the host could be made, not even through the relay {relay}. Ask your host for a new code and try again.</source>
        <translation>Il codice è giusto, ma non si è potuto collegarsi a chi ospita, nemmeno attraverso il relay {relay}. Chiedi un nuovo codice e riprova.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This code leads to no table of this game.</source>
        <translation>Questo codice non porta a nessun tavolo di questo gioco.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The connection to the table is lost, and a spectator cannot come back by the same code. To watch again, ask your host for a new spectator&apos;s code.</source>
        <translation>La connessione al tavolo si è interrotta, e uno spettatore non può tornare con lo stesso codice. Per guardare di nuovo, chiedi a chi ospita un nuovo codice da spettatore.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/invites.py" line="+93"/>
        <source>Spectator</source>
        <translation>Spettatore</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Used by {name}</source>
        <translation>Usato da {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used</source>
        <translation>Usato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Withdrawn: the seat is no longer open</source>
        <translation>Ritirato: il posto non è più libero</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Someone tried a wrong code — a new code is ready</source>
        <translation>Qualcuno ha provato un codice sbagliato — un nuovo codice è pronto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone tried a wrong code — a new code follows</source>
        <translation>Qualcuno ha provato un codice sbagliato — segue un nuovo codice</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A spectator came in; this code is for the next one</source>
        <translation>Uno spettatore è entrato; questo codice è per il prossimo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for a spectator</source>
        <translation>In attesa di uno spettatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for a friend</source>
        <translation>In attesa di un amico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Making a code…</source>
        <translation>Creo un codice…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rendezvous server {server} cannot be reached, so no code can be made. Is this computer online? Codes come as soon as the server answers; another server can be chosen in Settings.</source>
        <translation>Il server di appuntamento {server} non è raggiungibile, quindi non si può creare nessun codice. Questo computer è in linea? I codici arrivano appena il server risponde; un altro server si può scegliere nelle Impostazioni.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Invite code for {seat}</source>
        <translation>Codice d&apos;invito per {seat}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No invite code for {seat}</source>
        <translation>Nessun codice d&apos;invito per {seat}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the code for {seat}</source>
        <translation>Copia il codice per {seat}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Invite &amp;codes</source>
        <translation>Co&amp;dici d&apos;invito</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invite codes</source>
        <translation>Codici d&apos;invito</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read a code out to a friend, or copy it into a message. A code works once and decides the seat; the friend enters it under Join a table.</source>
        <translation>Leggi un codice a un amico o copialo in un messaggio. Un codice vale una volta e decide il posto; l&apos;amico lo inserisce in «Siediti a un tavolo».</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Rendezvous server</source>
        <translation>Server di appuntamento</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Copied the code for {seat}: {code}</source>
        <translation>Codice per {seat} copiato: {code}</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/way_back.py" line="-43"/>
        <source>A kept network game is damaged</source>
        <translation>Una partita in rete conservata è danneggiata</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game at your network table &apos;{name}&apos; is not over.</source>
        <translation>La partita al tuo tavolo in rete «{name}» non è finita.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open your table again: the players come back to their seats and the game goes on. Not now: the lobby (Game ▸ Network game…) offers it later.</source>
        <translation>Riapri il tuo tavolo: i giocatori tornano ai loro posti e la partita continua. Non ora: la sala (Partita ▸ Partita in rete…) te lo propone più tardi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open your table again</source>
        <translation>&amp;Riapri il tavolo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your network game at the table &apos;{name}&apos; is not over.</source>
        <translation>La tua partita in rete al tavolo «{name}» non è finita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rejoin it with the code {code}: you get your seat back and the game goes on. Not now: later, Game ▸ Network game…, Join with a code, the same code.</source>
        <translation>Torna al tavolo con il codice {code}: riavrai il tuo posto e la partita continua. Non ora: più tardi, Partita ▸ Partita in rete…, Entra con un codice, lo stesso codice.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rejoin it: you get your seat back and the game goes on. Not now: the lobby (Game ▸ Network game…) marks the table “your seat” for later.</source>
        <translation>Torna al tavolo: riavrai il tuo posto e la partita continua. Non ora: la sala (Partita ▸ Partita in rete…) segna il tavolo con «il tuo posto» per dopo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Rejoin</source>
        <translation>&amp;Torna al tavolo</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Not now</source>
        <translation>&amp;Non ora</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Your game at the table &apos;{name}&apos; is not over: Join with a code, {code}, gives you your seat back.</source>
        <translation>La tua partita al tavolo «{name}» non è finita: Entra con un codice, {code}, ti ridà il tuo posto.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/seat_book.py" line="+107"/>
        <source>Your kept seat in {file} is damaged and cannot be joined again; it was set aside.</source>
        <translation>Il tuo posto conservato in {file} è danneggiato e non si può riprendere; è stato messo da parte.</translation>
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
        <translation>La partita appena giocata</translation>
    </message>
    <message>
        <location filename="../../madn_qt/window/menus.py" line="+219"/>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space</source>
        <translation>Spazio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Roll the die</source>
        <translation>&amp;Tira il dado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a &amp;hint</source>
        <translation>Mostra un su&amp;ggerimento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open game…</source>
        <translation>&amp;Apri partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save game…</source>
        <translation>&amp;Salva partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch a replay…</source>
        <translation>&amp;Rivedi una partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statis&amp;tics…</source>
        <translation>Statisti&amp;che…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game histor&amp;y…</source>
        <translation>Storico &amp;delle partite…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Follow camera</source>
        <translation>&amp;Segui con la telecamera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset view</source>
        <translation>&amp;Ripristina la vista</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Field &amp;numbers</source>
        <translation>&amp;Numeri delle caselle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Board status</source>
        <translation>&amp;Leggi il tabellone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Computer turns</source>
        <translation>&amp;Turni del computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt pace</source>
        <translation>&amp;Ritmo successivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Normal pace</source>
        <translation>Ritmo &amp;normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Four times faster</source>
        <translation>&amp;Quattro volte più veloce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the &amp;end of the game, without animations</source>
        <translation>Fino alla &amp;fine della partita, senza animazioni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Sound</source>
        <translation>&amp;Audio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;ull screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>A&amp;iuto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to &amp;play</source>
        <translation>Come si &amp;gioca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Scorciatoie da &amp;tastiera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About</source>
        <translation>&amp;Informazioni</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/status_line.py" line="+23"/>
        <source>Start a new game from the Game menu (Ctrl+N).</source>
        <translation>Inizia una nuova partita dal menu Partita (Ctrl+N).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The board waits while a window or a menu is open — the network game goes on.</source>
        <translation>Il tabellone aspetta finché una finestra o un menu è aperto — la partita in rete continua.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paused while a window or a menu is open.</source>
        <translation>In pausa finché una finestra o un menu è aperto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paused here — the network game goes on without waiting. P to go on.</source>
        <translation>In pausa qui – la partita in rete continua senza aspettare. P per riprendere.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paused — P to go on.</source>
        <translation>In pausa – P per riprendere.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, roll the die: press Space.</source>
        <translation>{name}, tira il dado: premi Spazio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}: Enter moves the only figure that can move.</source>
        <translation>{name}: Invio muove l&apos;unica pedina che può muoversi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: Tab picks a figure, Enter moves it, H gives a hint.</source>
        <translation>{name}: Tab sceglie una pedina, Invio la muove, H dà un suggerimento.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name}, the wheel has spoken: Space or Enter.</source>
        <translation>{name}, la ruota ha deciso: Spazio o Invio.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}: Tab picks a figure, Enter takes it.</source>
        <translation>{name}: Tab sceglie una pedina, Invio la prende.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} rolls…</source>
        <translation>{name} tira…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} moves…</source>
        <translation>{name} muove…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The train passes…</source>
        <translation>Passa il treno…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The wheel turns for {name}…</source>
        <translation>La ruota gira per {name}…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} plays, four times faster. F: to the end.</source>
        <translation>{name} gioca, quattro volte più veloce. F: fino alla fine.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} plays, without animations. F: normal pace.</source>
        <translation>{name} gioca, senza animazioni. F: ritmo normale.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} plays. F: faster.</source>
        <translation>{name} gioca. F: più veloce.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} plays at another computer.</source>
        <translation>{name} gioca a un altro computer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} plays.</source>
        <translation>{name} gioca.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over. {winner} wins. Ctrl+N: a new game.</source>
        <translation>La partita è finita. Vince {winner}. Ctrl+N: una nuova partita.</translation>
    </message>
    <message>
        <location line="-41"/>
        <source>{name} cannot move.</source>
        <translation>{name} non può muovere.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/window/game_actions.py" line="-124"/>
        <source>Undo is off in a network game: the others have played on.</source>
        <translation>Nella partita in rete non si annulla: gli altri hanno continuato a giocare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over: its moves stand.</source>
        <translation>La partita è finita: le sue mosse restano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing to take back yet: nobody here has moved.</source>
        <translation>Ancora niente da annullare: qui nessuno ha ancora mosso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game is running.</source>
        <translation>Nessuna partita in corso.</translation>
    </message>
    <message>
        <location line="+165"/>
        <source>Take back your last move and what the computers did after it.</source>
        <translation>Annulla la tua ultima mossa e tutto ciò che i computer hanno giocato dopo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo move</source>
        <translation>&amp;Annulla mossa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;do move</source>
        <translation>&amp;Ripeti mossa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
</context>
<context>
    <name>MoveLogFormatter</name>
    <message>
        <location filename="../../madn_qt/log/move_log.py" line="+113"/>
        <source>{who} captures {victim} on field {field}.</source>
        <translation>{who} mangia {victim} sulla casella {field}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+32"/>
        <location line="+62"/>
        <source>⚠ Your figure: {line}</source>
        <translation>⚠ Una tua pedina: {line}</translation>
    </message>
    <message>
        <location line="-87"/>
        <source>{who} rolls {pips} to decide who begins.</source>
        <translation>{who} tira {pips} per decidere chi comincia.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tie: {names} roll again.</source>
        <translation>Pareggio: {names} tirano di nuovo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who} begins.</source>
        <translation>Comincia {who}.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The next train comes in %n table rounds.</source>
        <translation>
            <numerusform>Il prossimo treno passa tra %n giro.</numerusform>
            <numerusform>Il prossimo treno passa tra %n giri.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last table round before the train!</source>
        <translation>Ultimo giro prima del treno!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} has all figures in the goal: place {place}.</source>
        <translation>{who} ha tutte le pedine nell&apos;arrivo: {place}º posto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over. {who} wins.</source>
        <translation>La partita è finita. Vince {who}.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{who} brings a figure out.</source>
        <translation>{who} fa uscire una pedina.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} rolls {pips}, brings a figure out.</source>
        <translation>{who} tira {pips} e fa uscire una pedina.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{who} moves figure {figure} from {start} to {target} via {route}.</source>
        <translation>{who} muove la pedina {figure} da {start} a {target}, passando per {route}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who} rolls {pips}, moves figure {figure} from {start} to {target} via {route}.</source>
        <translation>{who} tira {pips} e muove la pedina {figure} da {start} a {target}, passando per {route}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{who} moves figure {figure} from {start} to {target}.</source>
        <translation>{who} muove la pedina {figure} da {start} a {target}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who} rolls {pips}, moves figure {figure} from {start} to {target}.</source>
        <translation>{who} tira {pips} e muove la pedina {figure} da {start} a {target}.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{who} rolls {pips} and cannot move (%n tries left).</source>
        <translation>
            <numerusform>{who} tira {pips} e non può muovere (resta %n tentativo).</numerusform>
            <numerusform>{who} tira {pips} e non può muovere (restano %n tentativi).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} rolls {pips} and cannot move.</source>
        <translation>{who} tira {pips} e non può muovere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} cannot move.</source>
        <translation>{who} non può muovere.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The train passes; nobody is hit.</source>
        <translation>Passa il treno senza colpire nessuno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} loses figure {figure} on {place}</source>
        <translation>{who} perde la pedina {figure} ({place})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The train passes: {hits}.</source>
        <translation>Passa il treno: {hits}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{who} rolls {pips}. </source>
        <translation>{who} tira {pips}. </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Penalty: {who} did not clear the start field; figure {figure} goes back to the house.</source>
        <translation>Penalità: {who} non ha liberato la casella di partenza; la pedina {figure} torna a casa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Penalty: {who} did not capture; figure {figure} goes back to the house.</source>
        <translation>Penalità: {who} non ha mangiato; la pedina {figure} torna a casa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Penalty: {who} did not bring a figure out with a 6; the move is void and the turn ends.</source>
        <translation>Penalità: {who} non ha fatto uscire una pedina con il 6; la mossa è annullata e il turno passa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Penalty: {who} passed although a move was possible; the turn ends.</source>
        <translation>Penalità: {who} ha passato anche se poteva muovere; il turno passa.</translation>
    </message>
</context>
<context>
    <name>MoveLogView</name>
    <message>
        <location line="+23"/>
        <source>Move log</source>
        <translation>Cronaca della partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened so far</source>
        <translation>Cosa è successo finora</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <location filename="../../madn_qt/log/move_words.py" line="+30"/>
        <source>house</source>
        <translation>casa</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pass — Penalty: {duty}</source>
        <translation>Passa — Penalità: {duty}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass: no figure can move</source>
        <translation>Passa: nessuna pedina può muovere</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Figure {n} — {start} → {target}</source>
        <translation>Pedina {n} — {start} → {target}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{move}, via {way}</source>
        <translation>{move}, per {way}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{move}, captures {victim} figure {n}</source>
        <translation>{move}, mangia {victim} pedina {n}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{move} — Penalty: {duty}</source>
        <translation>{move} — Penalità: {duty}</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Figure {n} — {place}, cannot move</source>
        <translation>Pedina {n} — {place}, non può muovere</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../madn_qt/dialogs/new_game.py" line="+49"/>
        <source>Forced capture</source>
        <translation>Obbligo di mangiare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jump over own figures in the goal</source>
        <translation>Scavalcare le proprie pedine nell&apos;arrivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start with one figure on the start field</source>
        <translation>Iniziare con una pedina sulla casella di partenza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll-off for the first player</source>
        <translation>Tirare il dado per decidere chi comincia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on for every place</source>
        <translation>Continuare fino all&apos;ultimo posto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties instead of enforced duties</source>
        <translation>Penalità invece di obblighi imposti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Railway</source>
        <translation>Ferrovia</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>When a figure can capture, one capture must be made.</source>
        <translation>Se una pedina può mangiare, bisogna mangiare.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Figures may pass their own figures inside the goal lane.</source>
        <translation>Le pedine possono scavalcare le proprie pedine nelle caselle d&apos;arrivo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every player begins with one figure already on its start field.</source>
        <translation>Ogni giocatore comincia con una pedina già sulla casella di partenza.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everybody rolls once and the highest roll begins; ties roll again.</source>
        <translation>Tutti tirano una volta e comincia il tiro più alto; in caso di parità si ritira.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game goes on after the first finisher until every place is decided.</source>
        <translation>Dopo il primo arrivato si continua a giocare finché tutti i posti sono assegnati.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves that break a duty are allowed and punished as on the original sheet.</source>
        <translation>Le mosse che violano un obbligo sono permesse e punite come nel regolamento originale.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every two to five table rounds a train crosses the board and sends home every figure on its two crossings.</source>
        <translation>Ogni due-cinque giri un treno attraversa il tabellone e rimanda a casa ogni pedina che si trova sui suoi due passaggi a livello.</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../madn_qt/replay/play_on.py" line="+55"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays</source>
        <translation>Chi gioca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../madn_qt/replay/play_on.py" line="+15"/>
        <source>Human</source>
        <translation>Persona</translation>
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
        <translation>Posto libero</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../madn_qt/replay/play_on.py" line="+3"/>
        <source>Who plays {colour}</source>
        <translation>Chi gioca con il {colour}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays {colour}: a person at this computer, the computer at a level, or nobody.</source>
        <translation>Chi gioca {colour}: una persona a questo computer, il computer a un livello, o nessuno.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Name of {colour}</source>
        <translation>Nome per il {colour}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name the board, the move log and the ranking use for {colour}.</source>
        <translation>Il nome che il tabellone, la cronaca della partita e la classifica usano per {colour}.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Classic</source>
        <translation>Classica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event mode</source>
        <translation>Modalità eventi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Classic is the board game as printed; event mode adds star fields, a wheel of fourteen events, special paths and other dice (penalties are a classic option).</source>
        <translation>Classica è il gioco da tavolo come stampato; la modalità eventi aggiunge caselle stella, una ruota di quattordici eventi, percorsi speciali e altri dadi (le penalità sono un&apos;opzione della classica).</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Mode:</source>
        <translation>&amp;Modalità:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic rules</source>
        <translation>Regole classiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Original rules (1914 sheet)</source>
        <translation>Regole originali (regolamento del 1914)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom</source>
        <translation>Personalizzate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule preset</source>
        <translation>Regole predefinite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sets the options below to the classic rules or to the original 1914 sheet; changing an option makes it Custom.</source>
        <translation>Imposta le opzioni qui sotto sulle regole classiche o sul foglio originale del 1914; cambiare un&apos;opzione le rende Personalizzate.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regole:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who begins</source>
        <translation>Chi comincia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who has the first turn (with a roll-off the dice decide instead).</source>
        <translation>Il giocatore che ha il primo turno (con lo spareggio ai dadi decidono invece i dadi).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Begins:</source>
        <translation>&amp;Comincia:</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Start</source>
        <translation>&amp;Inizia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start the game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ends the running game and starts this one (it asks first if the running game is not saved).</source>
        <translation>Termina la partita in corso e inizia questa (chiede prima se la partita in corso non è salvata).</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../madn_qt/replay/play_on.py" line="+17"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Network game…</source>
        <translation>Partita in re&amp;te…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join a table of other computers, on this network or by an invite code, or host one.</source>
        <translation>Siediti al tavolo di altri computer, in questa rete o con un codice d&apos;invito, oppure aprine uno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Network game</source>
        <translation>Partita in rete</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>A game needs at least two players.</source>
        <translation>Per una partita servono almeno due giocatori.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players sit opposite each other: choose red and green, or blue and yellow.</source>
        <translation>In due ci si siede uno di fronte all&apos;altro: scegli rosso e verde oppure blu e giallo.</translation>
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
        <translation>Continua a giocare da qui</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A new game starts at step {step} of the replay, with the same seats and rules. Who plays each seat?</source>
        <translation>Una nuova partita inizia dal passo {step} del replay, con gli stessi posti e le stesse regole. Chi gioca ogni posto?</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{symbol} {name} ({colour})</source>
        <translation>{symbol} {name} ({colour})</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Play on</source>
        <translation>&amp;Continua</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play on from this step</source>
        <translation>Continua da questo passo</translation>
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
        <translation>eliminato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{place}.</source>
        <translation>{place}º</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+80"/>
        <source>Ranking</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistiche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the game went: dice, race, players</source>
        <translation>Com&apos;è andata la partita: dadi, corsa, giocatori</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Watch again</source>
        <translation>&amp;Rivedi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch the game again as a replay</source>
        <translation>Rivedi la partita come replay</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{name} wins!</source>
        <translation>Vince {name}!</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>Place</source>
        <translation>Posto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figures in the goal</source>
        <translation>Pedine all&apos;arrivo</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Columns</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Close the ranking</source>
        <translation>Chiudi la classifica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play again</source>
        <translation>&amp;Gioca ancora</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play again with the same players and rules</source>
        <translation>Gioca ancora con gli stessi giocatori e le stesse regole</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Rolls</source>
        <translation>Lanci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sixes</source>
        <translation>Sei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captures</source>
        <translation>Mangiate</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Dice rolls</source>
        <translation>Lanci del dado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sixes rolled</source>
        <translation>Sei ottenuti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opponents&apos; figures this player sent home</source>
        <translation>Pedine avversarie mangiate da questo giocatore</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../madn_qt/replay/model.py" line="+10"/>
        <source>The start of the game.</source>
        <translation>L&apos;inizio della partita.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{who} rolls {pips}.</source>
        <translation>{who} tira {pips}.</translation>
    </message>
</context>
<context>
    <name>ReplayControls</name>
    <message>
        <location filename="../../madn_qt/replay/controls.py" line="+149"/>
        <source>To the start (Home)</source>
        <translation>All&apos;inizio (Home)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn back (Ctrl+Left)</source>
        <translation>Un turno indietro (Ctrl+Freccia sinistra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A step back (Left)</source>
        <translation>Un passo indietro (Freccia sinistra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A step on (Right)</source>
        <translation>Un passo avanti (Freccia destra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn on (Ctrl+Right)</source>
        <translation>Un turno avanti (Ctrl+Freccia destra)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the end (End)</source>
        <translation>Alla fine (Fine)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step of the game</source>
        <translation>Passo della partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag to any step of the game</source>
        <translation>Trascina a qualsiasi passo della partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Speed:</source>
        <translation>&amp;Velocità:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay speed</source>
        <translation>Velocità del replay</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How fast the replay plays</source>
        <translation>Quanto veloce scorre il replay</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Step {k} of {n}</source>
        <translation>Passo {k} di {n}</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+14"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Pause (Space)</source>
        <translation>Pausa (Spazio)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>Play</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Play (Space)</source>
        <translation>Riproduci (Spazio)</translation>
    </message>
</context>
<context>
    <name>ReplayLog</name>
    <message>
        <location filename="../../madn_qt/replay/log.py" line="+107"/>
        <source>Game log</source>
        <translation>Cronaca della partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a line to go to its step</source>
        <translation>Fai clic su una riga per andare al suo passo</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../madn_qt/replay/window.py" line="+192"/>
        <source>Replay: {title}</source>
        <translation>Replay: {title}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game board of the replay</source>
        <translation>Tabellone del replay</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The replay&apos;s log</source>
        <translation>Cronaca del replay</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The step shown</source>
        <translation>Il passo mostrato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play on from here…</source>
        <translation>&amp;Continua a giocare da qui…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on from here</source>
        <translation>Continua a giocare da qui</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game from the position shown: you choose who plays each seat.</source>
        <translation>Una nuova partita dalla posizione mostrata: scegli tu chi gioca ogni posto.</translation>
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
        <translation>Si continua dal passo {k} di un replay.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+19"/>
        <source>Watch a replay</source>
        <translation>Rivedi una partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file cannot be shown as a replay.</source>
        <translation>Questo file non si può mostrare come replay.</translation>
    </message>
</context>
<context>
    <name>RouteText</name>
    <message>
        <location filename="../../madn_qt/log/route_text.py" line="+66"/>
        <source>the green shortcut at field {junction}: on to {end}</source>
        <translation>la scorciatoia verde alla casella {junction}: avanti fino a {end}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the orange detour at field {junction}: back to {end}</source>
        <translation>la deviazione arancione alla casella {junction}: indietro fino a {end}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{path}, then on to {target}</source>
        <translation>{path}, poi avanti fino a {target}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{first}, then {next}</source>
        <translation>{first}, poi per {next}</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the green shortcut: {junction} → {end}</source>
        <translation>la scorciatoia verde: {junction} → {end}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the shortcut: {junction} → {end}</source>
        <translation>la scorciatoia: {junction} → {end}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the orange detour: {junction} → {end}</source>
        <translation>la deviazione arancione: {junction} → {end}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the detour: {junction} → {end}</source>
        <translation>la deviazione: {junction} → {end}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../madn_qt/dialogs/rules_dialog.py" line="+31"/>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules text</source>
        <translation>Testo delle regole</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <location filename="../../madn_qt/dialogs/rules_text.py" line="+39"/>
        <source>The game</source>
        <translation>Il gioco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two to four players race their figures once around the board and into their own goal. Whoever lands on an opponent sends that figure back home.</source>
        <translation>Da due a quattro giocatori fanno correre le proprie pedine per un giro completo del tabellone fino al proprio arrivo. Chi finisce su una pedina avversaria la rimanda a casa.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Each player has %n figure(s) of one colour, a house in its corner, a start field on the ring and a goal lane of as many fields leading to the middle.</source>
        <translation>
            <numerusform>Ogni giocatore ha %n pedina del proprio colore, una casa nel proprio angolo, una casella di partenza sul percorso e altrettante caselle d&apos;arrivo che portano al centro.</numerusform>
            <numerusform>Ogni giocatore ha %n pedine del proprio colore, una casa nel proprio angolo, una casella di partenza sul percorso e altrettante caselle d&apos;arrivo che portano al centro.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The ring has 40 fields and is played clockwise. The entrance to your goal lane lies just before your own start field. With two players, they sit opposite.</source>
        <translation>Il percorso ha 40 caselle e si gioca in senso orario. L&apos;ingresso alle tue caselle d&apos;arrivo si trova subito prima della tua casella di partenza. In due ci si siede uno di fronte all&apos;altro.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>To decide who begins, everybody rolls once. The highest roll begins; if several share the highest roll, only they roll again until one is ahead.</source>
        <translation>Per decidere chi comincia, tutti tirano il dado una volta. Comincia chi fa il punteggio più alto; in caso di parità, solo i giocatori a pari merito ritirano finché uno non è in vantaggio.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The player chosen as first in the new-game dialog begins.</source>
        <translation>Comincia il giocatore scelto come primo nella finestra «Nuova partita».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every player starts with one figure already on its start field; the others wait in the house.</source>
        <translation>Ogni giocatore comincia con una pedina già sulla propria casella di partenza; le altre aspettano a casa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All figures start in their house.</source>
        <translation>Tutte le pedine partono dalla propria casa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After that the turn passes clockwise.</source>
        <translation>Poi si prosegue a turno in senso orario.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Setting off</source>
        <translation>Si parte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn</source>
        <translation>Il tuo turno</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll the die, then move one figure exactly that many fields clockwise. The roll cannot be split between figures.</source>
        <translation>Tira il dado e muovi una pedina in senso orario di esattamente tante caselle quanti sono i punti. Il tiro non si può dividere tra più pedine.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every field counts, whether empty or not. On the ring you may jump over any figure, your own included.</source>
        <translation>Ogni casella conta, libera o occupata. Sul percorso puoi scavalcare qualsiasi pedina, anche le tue.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If no figure can move by the number rolled, the turn simply passes.</source>
        <translation>Se nessuna pedina può muoversi del numero ottenuto, il turno passa semplicemente al giocatore successivo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A figure leaves the house only with a 6. It is placed on your start field, and that is the whole move for this 6.</source>
        <translation>Una pedina esce di casa solo con un 6. Viene messa sulla tua casella di partenza, e questa è l&apos;intera mossa per quel 6.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After moving with a 6 you roll again, as often as sixes keep coming. A 6 that cannot be moved gives no extra roll.</source>
        <translation>Dopo aver mosso con un 6 tiri di nuovo, finché continuano a uscire dei 6. Un 6 con cui non si può muovere non dà un altro tiro.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Three tries</source>
        <translation>Tre tentativi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If none of your figures is on the ring and none in the goal lane can still move forward, you may roll up to three times to get a 6. The first 6 ends the series and is played; without a 6 the next player&apos;s turn begins. In every other case you have one roll.</source>
        <translation>Se non hai pedine sul percorso e nessuna nelle caselle d&apos;arrivo può ancora avanzare, puoi tirare fino a tre volte per fare 6. Il primo 6 chiude la serie e si gioca; senza 6 tocca al giocatore successivo. In tutti gli altri casi hai un solo tiro.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Capturing</source>
        <translation>Mangiare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A figure that ends its move on an opponent&apos;s figure captures it: the captured figure goes back to its house and needs a 6 to come out again.</source>
        <translation>Una pedina che termina la mossa su una pedina avversaria la mangia: la pedina mangiata torna nella sua casa e le serve di nuovo un 6 per uscire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may not end a move on one of your own figures.</source>
        <translation>Non puoi terminare una mossa su una tua pedina.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No field of the ring is safe, start fields included: a figure coming out of the house captures an opponent waiting on that start field.</source>
        <translation>Nessuna casella del percorso è sicura, nemmeno quelle di partenza: una pedina che esce di casa mangia l&apos;avversario fermo su quella casella di partenza.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Clear your start field: while you have figures in the house and one of your figures stands on your start field, that figure must move, whatever you rolled, if it can.</source>
        <translation>Liberare la casella di partenza: finché hai pedine in casa e una tua pedina occupa la tua casella di partenza, quella pedina deve muoversi, qualunque numero tu abbia fatto, se può.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bring a figure out: with a 6, figures in the house and your start field free, a figure must come out.</source>
        <translation>Far uscire una pedina: con un 6, pedine in casa e la casella di partenza libera, una pedina deve uscire.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capture: if any move captures, you must make a capturing move. If several do, you choose which.</source>
        <translation>Mangiare: se una mossa permette di mangiare, devi mangiare. Se le mosse possibili sono più d&apos;una, scegli tu quale.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When no duty applies, you choose freely.</source>
        <translation>Quando non vale nessun obbligo, scegli liberamente.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capturing is never required: you may always pass up a capture. When no duty applies, you choose freely.</source>
        <translation>Mangiare non è mai obbligatorio: puoi sempre rinunciarvi. Quando non vale nessun obbligo, scegli liberamente.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Duties</source>
        <translation>Obblighi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When several moves are possible, these duties apply in this order:</source>
        <translation>Quando sono possibili più mosse, valgono questi obblighi, in quest&apos;ordine:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game only offers moves that keep these duties, so you cannot break one by mistake.</source>
        <translation>Il gioco propone solo mosse che rispettano questi obblighi, quindi non puoi violarne uno per sbaglio.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Start field not cleared: the move stands, but the figure left on the start field goes back to the house.</source>
        <translation>Casella di partenza non liberata: la mossa resta valida, ma la pedina rimasta sulla casella di partenza torna a casa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No figure brought out with a 6, or a turn passed although a move was possible: the move is void, the figure stays where it was, and the next player&apos;s turn begins.</source>
        <translation>Nessuna pedina fatta uscire con un 6, oppure turno passato pur potendo muovere: la mossa è annullata, la pedina resta dov&apos;era e tocca al giocatore successivo.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Capture missed: the move stands, but the figure that could have captured goes back to the house. If several could have, the most advanced of them goes.</source>
        <translation>Mancata presa: la mossa resta valida, ma la pedina che avrebbe potuto mangiare torna a casa. Se potevano farlo più pedine, torna la più avanzata.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Penalties</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As on the original rule sheet, duties are not enforced but punished: you may make a move that breaks a duty, and the game then applies the penalty and reports it in the log.</source>
        <translation>Come nel regolamento originale, gli obblighi non vengono imposti ma puniti: puoi fare una mossa che ne viola uno, e il gioco applica la penalità e la annota nella cronaca.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer players always keep every duty.</source>
        <translation>I giocatori del computer rispettano sempre tutti gli obblighi.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The track also passes over the innermost goal field of {lanes}. A figure that has reached it is safe, so the train never hits anything there.</source>
        <translation>La ferrovia passa anche sulla casella d&apos;arrivo più interna dei colori {lanes}. Una pedina arrivata lì è al sicuro, quindi lì il treno non colpisce mai nulla.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The track also passes through the goal lanes of {lanes}. A goal figure under the track is hit only while a goal field deeper than its own is still free.</source>
        <translation>La ferrovia attraversa anche le caselle d&apos;arrivo dei colori {lanes}. Una pedina d&apos;arrivo sotto i binari viene colpita solo finché una casella d&apos;arrivo più interna è ancora libera.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{first} and {second}</source>
        <comment>two colours</comment>
        <translation>{first} e {second}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The railway</source>
        <translation>La ferrovia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A railway line runs straight across the board. It crosses the ring at fields {first} and {second}: these two crossings have red and white striped rims.</source>
        <translation>Una linea ferroviaria attraversa dritta il tabellone. Incrocia il percorso sulle caselle {first} e {second}: questi due passaggi a livello hanno il bordo a strisce bianche e rosse.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At the start the game draws how many table rounds the train waits: two, three, four or five. A table round is over whenever the turn comes back to the player who began the game.</source>
        <translation>All&apos;inizio il gioco sorteggia quanti giri il treno aspetta: due, tre, quattro o cinque. Un giro finisce ogni volta che il turno torna al giocatore che ha cominciato la partita.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Once that many table rounds are over, the train passes before the next player rolls. Every figure standing on a crossing goes back to its house; figures in the houses are never touched. Then the wait for the next train is drawn.</source>
        <translation>Finiti quei giri, il treno passa prima che il giocatore successivo tiri. Ogni pedina su un passaggio a livello torna a casa; le pedine nelle case non vengono mai toccate. Poi si sorteggia l&apos;attesa del treno successivo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The side panel counts down the table rounds, and the move log announces the last round before the train and says whose figures it sent home.</source>
        <translation>Il pannello laterale conta i giri che mancano, e la cronaca della partita annuncia l&apos;ultimo giro prima del treno e dice di chi sono le pedine rimandate a casa.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Inside the goal lane you may jump over your own figures, as on the original rule sheet.</source>
        <translation>Nelle caselle d&apos;arrivo puoi scavalcare le tue pedine, come nel regolamento originale.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You may not jump over your own figures inside the goal lane, not even when entering it from the ring. So it pays to move the first figures all the way in.</source>
        <translation>Nelle caselle d&apos;arrivo non puoi scavalcare le tue pedine, nemmeno entrandovi dal percorso. Conviene quindi portare le prime pedine fino in fondo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Into the goal</source>
        <translation>Verso l&apos;arrivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a full round a figure enters the goal lane of its own colour. No opponent can capture it there.</source>
        <translation>Dopo un giro completo una pedina entra nelle caselle d&apos;arrivo del suo colore. Lì nessun avversario può mangiarla.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The roll must fit exactly: a figure cannot move beyond the innermost goal field. It may stop on any free goal field and move on with a later roll.</source>
        <translation>Il tiro deve essere esatto: una pedina non può andare oltre l&apos;ultima casella d&apos;arrivo. Può fermarsi su qualsiasi casella d&apos;arrivo libera e proseguire con un tiro successivo.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The first player with all figures in the goal takes first place. The others play on, and each place goes to the next player to bring all figures home, until only one player is left.</source>
        <translation>Il primo che porta tutte le pedine all&apos;arrivo conquista il primo posto. Gli altri continuano a giocare: ogni posto successivo va a chi porta all&apos;arrivo tutte le pedine per primo, finché non resta un solo giocatore.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The first player with all figures in the goal wins, and the game ends at once. The others are ranked by their figures in the goal, then by the distance their figures have travelled; players who are equal share a place.</source>
        <translation>Vince il primo che porta tutte le pedine all&apos;arrivo, e la partita finisce subito. Gli altri vengono classificati in base alle pedine arrivate e poi alla strada percorsa dalle loro pedine; chi è a pari merito condivide il posto.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning</source>
        <translation>La vittoria</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A figure deep in your goal lane is out of danger for good. When the choice is between a safe step towards home and a bold dash elsewhere, home usually wins.</source>
        <translation>Una pedina in fondo alle tue caselle d&apos;arrivo è al sicuro per sempre. Se devi scegliere tra un passo sicuro verso l&apos;arrivo e uno scatto audace altrove, di solito conviene l&apos;arrivo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Before you stop, count backwards: any opponent up to six fields behind you can reach you with a single roll. Hunting is more comfortable than being hunted.</source>
        <translation>Prima di fermarti, conta all&apos;indietro: ogni avversario fino a sei caselle dietro di te può raggiungerti con un solo tiro. Meglio essere il cacciatore che la preda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Several figures on the ring give you a choice for every roll; a single figure must take whatever the die says.</source>
        <translation>Con più pedine sul percorso hai una scelta a ogni tiro; una pedina sola deve accettare quello che dice il dado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Watch the start fields: figures coming out of a house capture whatever stands there.</source>
        <translation>Occhio alle caselle di partenza: le pedine che escono di casa mangiano chiunque si trovi lì.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keep an eye on the train&apos;s countdown: in the last table round before it comes, a crossing is the worst place to stop, and a good place to see your rivals stop.</source>
        <translation>Tieni d&apos;occhio il conto alla rovescia del treno: nell&apos;ultimo giro prima che arrivi, un passaggio a livello è il posto peggiore dove fermarsi, e un buon posto dove veder fermare gli avversari.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>With compulsory capturing you can lure an opponent: a figure offered as bait may force the other player into a move they did not want.</source>
        <translation>Con l&apos;obbligo di mangiare puoi attirare un avversario: una pedina offerta come esca può costringerlo a una mossa che non voleva fare.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tips</source>
        <translation>Consigli</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Space</source>
        <translation>Spazio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Roll the die.</source>
        <translation>Tira il dado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tab / Shift+Tab, arrow keys</source>
        <translation>Tab / Maiusc+Tab, tasti freccia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick the next or previous figure that can move (round and round); the board marks the picked figure and where it would go.</source>
        <translation>Scegliere la pedina successiva o precedente che può muoversi (in giro); il tabellone segna la pedina scelta e dove andrebbe.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move the picked figure (wherever the focus is).</source>
        <translation>Muovere la pedina scelta (ovunque sia il focus).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>F11 / Ctrl+Shift+F</source>
        <translation>F11 / Ctrl+Maiusc+F</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full screen on or off; Escape also leaves it.</source>
        <translation>Attiva o disattiva lo schermo intero; anche Esc ne esce.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A network game: host a table or join one.</source>
        <translation>Una partita in rete: aprire un tavolo o unirsi a uno.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit.</source>
        <translation>Uscire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left click</source>
        <translation>Clic sinistro</translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Enter</source>
        <translation>Invio</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a hint: the suggested figure gets the focus.</source>
        <translation>Mostra un suggerimento: la pedina consigliata riceve il focus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pace of the computer&apos;s turns: normal, four times faster, or to the end of the game without animations (the move log keeps every move).</source>
        <translation>Il ritmo dei turni del computer: normale, quattro volte più veloce, o fino alla fine della partita senza animazioni (la cronaca della partita tiene ogni mossa).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset the view: the camera back above the whole board.</source>
        <translation>Ripristinare la vista: la telecamera di nuovo sopra l&apos;intero tabellone.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>These rules and controls.</source>
        <translation>Queste regole e comandi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a new game.</source>
        <translation>Iniziare una nuova partita.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ctrl+S / Ctrl+O</source>
        <translation>Ctrl+S / Ctrl+O</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game / open a saved game.</source>
        <translation>Salva la partita / apri una partita salvata.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a glowing figure on the board to move it.</source>
        <translation>Fai clic su una pedina illuminata sul tabellone per muoverla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Right or middle drag</source>
        <translation>Trascinare col tasto destro o centrale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the camera around the board.</source>
        <translation>Girare la telecamera intorno al tabellone.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mouse wheel</source>
        <translation>Rotella del mouse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom the camera in or out.</source>
        <translation>Avvicinare o allontanare la telecamera.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Controls</source>
        <translation>Comandi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A chosen figure is final: touched is moved. While a figure moves, or while a computer or network player is thinking, input is locked. The panel&apos;s buttons say what they are set to: &quot;Camera: follows&quot; lets the camera follow each move, &quot;Camera: overview&quot; keeps the whole board in view; the sound button switches all sounds on or off.</source>
        <translation>Una pedina scelta è definitiva: pezzo toccato, pezzo mosso. Mentre una pedina si muove, o mentre un giocatore del computer o della rete pensa, l&apos;input è bloccato. I pulsanti del pannello dicono come sono impostati: «Vista: segue» fa seguire alla telecamera ogni mossa, «Vista: d&apos;insieme» tiene in vista l&apos;intero tabellone; il pulsante del suono accende o spegne tutti i suoni.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Mensch ärgere Dich nicht — the rules</source>
        <translation>Mensch ärgere Dich nicht — le regole del gioco</translation>
    </message>
    <message>
        <location filename="../../madn_qt/dialogs/rules_event.py" line="+24"/>
        <source>Event mode plays the classic game with more happening on the board. Twelve ring fields carry a star: a move that ends on one turns the wheel of fortune after it. Each player also counts the pips they roll: a roll that brings the count to {limit} or more turns the wheel before the move, and the count starts again. A pair of special paths lies on the ring, a green shortcut four fields forward and an orange detour three fields back, with arrows for their direction: a figure that starts on a path&apos;s first field, or passes it with steps left, may take the path for one step (its figure buttons name each way). A construction event lays a new pair.</source>
        <translation>La modalità eventi è la partita classica con più cose che succedono sul tabellone. Dodici caselle del percorso portano una stella: una mossa che finisce su una di esse fa girare la ruota della fortuna subito dopo. Ogni giocatore conta anche i punti che tira: un tiro che porta il conto a {limit} o più fa girare la ruota prima della mossa, e il conto ricomincia. Sul percorso c&apos;è una coppia di percorsi speciali, una scorciatoia verde di quattro caselle in avanti e una deviazione arancione di tre caselle indietro, con frecce per la direzione: una pedina che parte dalla prima casella di un percorso, o la supera con passi rimasti, può prenderlo per un passo (i suoi pulsanti nominano ogni via). Un evento di costruzione posa una nuova coppia.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The wheel of fortune has fourteen events; the player who turned it confirms the one it stopped on (Space or Enter), and picks the figures when the event asks for them.</source>
        <translation>La ruota della fortuna ha quattordici eventi; chi l&apos;ha girata conferma quello su cui si è fermata (Spazio o Invio) e sceglie le pedine quando l&apos;evento lo chiede.</translation>
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
        <translation>eliminato</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>place %n</source>
        <translation>
            <numerusform>%nº posto</numerusform>
            <numerusform>%nº posto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>sits out %n</source>
        <translation>
            <numerusform>salta %n turno</numerusform>
            <numerusform>salta %n turni</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{name}: pip counter {pips} of {limit}</source>
        <translation>{name}: contatore {pips} su {limit}</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>sits out %n turn(s)</source>
        <translation>
            <numerusform>salta %n turno</numerusform>
            <numerusform>salta %n turni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>two dice for %n turn(s)</source>
        <translation>
            <numerusform>due dadi per %n turno</numerusform>
            <numerusform>due dadi per %n turni</numerusform>
        </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>{name}&apos;s pip counter</source>
        <translation>Contatore di {name}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../madn_qt/dialogs/settings_dialog.py" line="+47"/>
        <location line="+1"/>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+15"/>
        <source>As the system</source>
        <translation>Come nel sistema</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound effects and ambience</source>
        <translation>Effetti sonori e suoni d&apos;ambiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound</source>
        <translation>Audio</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On: short animations, no camera flights</source>
        <translation>Sì: animazioni brevi, nessun volo della telecamera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: full animations</source>
        <translation>No: animazioni complete</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduce motion</source>
        <translation>Riduci movimento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reduce motion:</source>
        <translation>&amp;Riduci movimento:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Camera follows moving figures</source>
        <translation>La telecamera segue le pedine in movimento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow camera</source>
        <translation>Segui con la telecamera</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Animation speed</source>
        <translation>Velocità delle animazioni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Animation speed value</source>
        <translation>Valore della velocità delle animazioni</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation &amp;speed:</source>
        <translation>&amp;Velocità delle animazioni:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Moving landscape (trees, clouds, birds)</source>
        <translation>Paesaggio animato (alberi, nuvole, uccelli)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moving landscape</source>
        <translation>Paesaggio animato</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save the settings</source>
        <translation>Salva le impostazioni</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Internet play</source>
        <translation>Gioco via internet</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rendezvous server</source>
        <translation>Server di appuntamento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where invite codes are made and met: a magic-wormhole mailbox server, ws:// or wss://</source>
        <translation>Dove i codici d&apos;invito nascono e si incontrano: un server mailbox di magic-wormhole, ws:// o wss://</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rende&amp;zvous server:</source>
        <translation>Server di &amp;appuntamento:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Transit relay</source>
        <translation>Relay di transito</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Carries the game where two homes cannot reach each other directly: tcp:HOST:PORT</source>
        <translation>Porta la partita dove due case non si raggiungono direttamente: tcp:HOST:PORT</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Transit rela&amp;y:</source>
        <translation>Rela&amp;y di transito:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Restore de&amp;faults</source>
        <translation>Ripristina i pre&amp;definiti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Restore the public rendezvous server and relay</source>
        <translation>Ripristina il server di appuntamento e il relay pubblici</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The rendezvous server is a ws:// or wss:// address, like {example}.</source>
        <translation>Il server di appuntamento è un indirizzo ws:// o wss://, come {example}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The relay is tcp:HOST:PORT, like {example}.</source>
        <translation>Il relay è tcp:HOST:PORT, come {example}.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../madn_qt/dialogs/shortcuts.py" line="+96"/>
        <source>Playing with the keyboard</source>
        <translation>Giocare con la tastiera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mouse on the board</source>
        <translation>Il mouse sul tabellone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play (the guide)</source>
        <translation>Come si gioca (la guida)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay window</source>
        <translation>Finestra del replay</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Roll the die, or confirm what the wheel drew</source>
        <translation>Tirare il dado o confermare ciò che è uscito sulla ruota</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the current choice (the figure with the focus)</source>
        <translation>Giocare la scelta attuale (la pedina selezionata)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The next or previous figure that can move</source>
        <translation>La pedina successiva o precedente che può muovere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walk the figure buttons</source>
        <translation>Scorrere i pulsanti delle pedine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close a dialog or a message, leave the full screen</source>
        <translation>Chiudere una finestra o un messaggio, uscire dallo schermo intero</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To a late arrival&apos;s question and back</source>
        <translation>Alla domanda di chi arriva tardi e ritorno</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move a glowing figure</source>
        <translation>Muovere una pedina illuminata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left click</source>
        <translation>Clic sinistro</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn the camera round the board</source>
        <translation>Girare la telecamera intorno al tabellone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right or middle drag</source>
        <translation>Trascinare col tasto destro o centrale</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Zoom in or out</source>
        <translation>Avvicinare o allontanare</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mouse wheel</source>
        <translation>Rotella del mouse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Walk the buttons of the card</source>
        <translation>Scorrere i pulsanti della scheda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press the button with the focus</source>
        <translation>Premere il pulsante selezionato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The previous or next card</source>
        <translation>La scheda precedente o successiva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip the guide</source>
        <translation>Saltare la guida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pause</source>
        <translation>Riprodurre o mettere in pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back or on</source>
        <translation>Un passo indietro o avanti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The turn before or after</source>
        <translation>Il turno prima o dopo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To the start or the end</source>
        <translation>All&apos;inizio o alla fine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press the focused button or log line</source>
        <translation>Scegliere il pulsante o la riga del registro selezionati</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close the replay</source>
        <translation>Chiudere il replay</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Search:</source>
        <translation>&amp;Cerca:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A word or a key</source>
        <translation>Una parola o un tasto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search the keys</source>
        <translation>Cercare tra i tasti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What it does</source>
        <translation>Che cosa fa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every key of the game</source>
        <translation>Tutti i tasti del gioco</translation>
    </message>
</context>
<context>
    <name>SideColumn</name>
    <message>
        <location filename="../../madn_qt/panel/column.py" line="+136"/>
        <source>Drag to give the move log more room</source>
        <translation>Trascina per dare più spazio alla cronaca della partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move log&apos;s height</source>
        <translation>Altezza della cronaca della partita</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../madn_qt/panel/figure_buttons.py" line="+105"/>
        <source>shortcut</source>
        <translation>scorciatoia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>detour</source>
        <translation>deviazione</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Figure {n} — {place}</source>
        <translation>Pedina {n} — {place}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Figure {n} — {start} → {target}
via {route}</source>
        <translation>Pedina {n} — {start} → {target}
per {route}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Figure {n} — {paths} → {target}</source>
        <translation>Pedina {n} — {paths} → {target}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Figure {n} — {start} → {target}</source>
        <translation>Pedina {n} — {start} → {target}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{move}, captures {victim}</source>
        <translation>{move}, mangia {victim}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{move}
Penalty: {duty}</source>
        <translation>{move}
Penalità: {duty}</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/side_panel.py" line="+232"/>
        <source>Whose turn</source>
        <translation>A chi tocca</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/choices.py" line="+139"/>
        <source>Figures of the player to move</source>
        <translation>Pedine del giocatore di turno</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/side_panel.py" line="+2"/>
        <source>Die</source>
        <translation>Dado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tries left</source>
        <translation>Tentativi rimasti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player to move</source>
        <translation>Giocatore di turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour of the player to move</source>
        <translation>Colore del giocatore di turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train</source>
        <translation>Treno</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/choices.py" line="+1"/>
        <source>Who plays</source>
        <translation>Chi gioca</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/side_panel.py" line="+2"/>
        <source>Roll (Space)</source>
        <translation>Tira (Spazio)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll the die</source>
        <translation>Tira il dado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll the die (Space)</source>
        <translation>Tira il dado (Spazio)</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/texts.py" line="+42"/>
        <source>No game running</source>
        <translation>Nessuna partita in corso</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/side_panel.py" line="+54"/>
        <source>not rolled yet</source>
        <translation>non ancora tirato</translation>
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
        <translation>{who} — a un altro computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} — computer, {level}</source>
        <translation>{who} – computer, {level}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{who} plays at another computer.</source>
        <translation>{who} gioca a un altro computer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer plays for {who}, level: {level}.</source>
        <translation>Il computer gioca per {who}, livello: {level}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer plays for {who}.</source>
        <translation>Il computer gioca per {who}.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/side_panel.py" line="-8"/>
        <source>rolling</source>
        <translation>sta rotolando</translation>
    </message>
    <message numerus="yes">
        <location filename="../../madn_qt/panel/texts.py" line="+137"/>
        <source>Train in %n table rounds</source>
        <translation>
            <numerusform>Treno tra %n giro</numerusform>
            <numerusform>Treno tra %n giri</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The train comes after this round</source>
        <translation>Il treno passa alla fine di questo giro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next train is being scheduled</source>
        <translation>Si sorteggia il prossimo treno</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/choices.py" line="+102"/>
        <source>Pass
Penalty: {duty}</source>
        <translation>Passa
Penalità: {duty}</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/texts.py" line="-157"/>
        <source>{who} — computer</source>
        <translation>{who} — computer</translation>
    </message>
    <message numerus="yes">
        <location filename="../../madn_qt/panel/side_panel.py" line="+12"/>
        <source>Tries left: %n</source>
        <translation>
            <numerusform>Resta %n tentativo</numerusform>
            <numerusform>Restano %n tentativi</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/choices.py" line="-24"/>
        <source>The figures appear here when a game starts.</source>
        <translation>Le pedine compaiono qui quando inizia una partita.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Figures</source>
        <translation>Pedine</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The figures the roll can move appear here.</source>
        <translation>Qui compaiono le pedine che il tiro può muovere.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Suggested: {move}</source>
        <translation>Consigliata: {move}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ {move}</source>
        <translation>★ {move}</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/toggles.py" line="+110"/>
        <source>Computer turns: normal</source>
        <translation>Turni del computer: normali</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer turns: 4× faster</source>
        <translation>Turni del computer: 4× più veloci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer turns: to the end</source>
        <translation>Turni del computer: fino alla fine</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pace of the computer&apos;s turns</source>
        <translation>Ritmo dei turni del computer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>F: the computer&apos;s turns at normal pace, four times faster, or without animations to the end of the game (the move log keeps every move).</source>
        <translation>F: i turni del computer a ritmo normale, quattro volte più veloci, o senza animazioni fino alla fine della partita (la cronaca della partita tiene ogni mossa).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Camera: follows</source>
        <translation>Vista: segue</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The camera follows the moving figure. Click to keep the whole board in view.</source>
        <translation>La telecamera segue la pedina che si muove. Clicca per tenere in vista l&apos;intero tabellone.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Camera: overview</source>
        <translation>Vista: d&apos;insieme</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No audio device</source>
        <translation>Niente audio</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>The camera keeps the whole board in view. Click to let it follow the moving figure.</source>
        <translation>La telecamera tiene in vista l&apos;intero tabellone. Clicca per farle seguire la pedina che si muove.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Follow camera</source>
        <translation>Segui con la telecamera</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No audio output was found on this computer.</source>
        <translation>Su questo computer non è stata trovata nessuna uscita audio.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sound: on</source>
        <translation>Suono: attivo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound: off</source>
        <translation>Suono: spento</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sound</source>
        <translation>Audio</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Switch all sounds on or off</source>
        <translation>Attiva o disattiva tutti i suoni</translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/figure_choices.py" line="+81"/>
        <source>House {house} · on the way {way} · goal {goal} of {total}</source>
        <translation>Casa {house} · in cammino {way} · arrivo {goal} di {total}</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../madn_qt/statistics/plots.py" line="+61"/>
        <source>Face</source>
        <translation>Faccia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times thrown</source>
        <translation>Volte uscita</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>captured a figure</source>
        <translation>pedina mangiata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lost a figure</source>
        <translation>pedina persa</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../madn_qt/statistics/tables.py" line="+211"/>
        <source>Table round</source>
        <translation>Giro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps gone</source>
        <translation>Passi fatti</translation>
    </message>
    <message>
        <location filename="../../madn_qt/statistics/tables.py" line="-151"/>
        <source>D{sides}</source>
        <translation>D{sides}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>too few dice to tell: the test needs at least {needs}</source>
        <translation>troppo pochi lanci per giudicare: il test ne richiede almeno {needs}</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+15"/>
        <source>nothing unusual</source>
        <translation>niente di insolito</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>unusual, but happens by chance about once in {n} games</source>
        <translation>insolito, ma capita per caso circa una volta ogni {n} partite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>very unusual: happens by chance less than once in {n} games</source>
        <translation>molto insolito: capita per caso meno di una volta ogni {n} partite</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>too few to tell</source>
        <translation>troppo pochi per dirlo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unusual (1 in {n})</source>
        <translation>insolito (1 su {n})</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>very unusual (&lt; 1 in {n})</source>
        <translation>molto insolito (&lt; 1 su {n})</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+72"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Dice thrown</source>
        <translation>Lanci</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fair?</source>
        <translation>Regolare?</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+110"/>
        <source>All</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Every roll is counted here. Sixes: {all} of all {rolls} rolls of one die; {moved} of the rolls that were followed by a move. A six can always move, a small number often cannot: counting only the rolls that moved makes honest dice look as if they favoured the six.</source>
        <translation>Qui conta ogni lancio. Sei: {all} di tutti i {rolls} lanci di un dado; {moved} dei lanci seguiti da una mossa. Con un sei si può sempre muovere, con un numero piccolo spesso no: contando solo i lanci che hanno mosso, dadi onesti sembrano favorire il sei.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>under {time} s</source>
        <translation>meno di {time} s</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>computed</source>
        <translation>calcolato</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rolls</source>
        <translation>Lanci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sixes</source>
        <translation>Sei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captures given</source>
        <translation>Mangiate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captures suffered</source>
        <translation>Mangiate subite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes</source>
        <translation>Passate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per move</source>
        <translation>Tempo per mossa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Train hits</source>
        <translation>Colpite dal treno</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Figures the train hit</source>
        <translation>Pedine colpite dal treno</translation>
    </message>
    <message>
        <location filename="../../madn_qt/statistics/window.py" line="+106"/>
        <location line="+216"/>
        <location line="+177"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location line="-244"/>
        <source>&amp;Dice</source>
        <translation>&amp;Dadi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Race</source>
        <translation>&amp;Corsa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players</source>
        <translation>&amp;Giocatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Events</source>
        <translation>&amp;Eventi</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Whose dice:</source>
        <translation>Di &amp;quale giocatore:</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>Statistics: {game}</source>
        <translation>Statistiche: {game}</translation>
    </message>
    <message>
        <location line="+173"/>
        <source>Save pi&amp;cture…</source>
        <translation>Salva &amp;immagine…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;table…</source>
        <translation>Salva ta&amp;bella…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics pages</source>
        <translation>Pagine delle statistiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whose dice</source>
        <translation>Di quale giocatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind of die</source>
        <translation>Tipo di dado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice, face by face</source>
        <translation>Dadi, faccia per faccia</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+169"/>
        <source>The race, table round by table round</source>
        <translation>La corsa, giro per giro</translation>
    </message>
    <message>
        <location line="-168"/>
        <source>The players&apos; figures</source>
        <translation>I numeri dei giocatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Events drawn</source>
        <translation>Eventi estratti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice plot</source>
        <translation>Grafico dei dadi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Race plot</source>
        <translation>Grafico della corsa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the page&apos;s plot as a picture</source>
        <translation>Salva il grafico della pagina come immagine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the page&apos;s table as CSV</source>
        <translation>Salva la tabella della pagina come CSV</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No move was taken back in this game.</source>
        <translation>In questa partita non è stata annullata nessuna mossa.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Moves taken back in this game: %n.</source>
        <translation>
            <numerusform>Mosse annullate in questa partita: %n.</numerusform>
            <numerusform>Mosse annullate in questa partita: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+22"/>
        <source>Everybody</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+6"/>
        <source>No dice rolled yet.</source>
        <translation>Nessun lancio ancora.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{who}, {kind}: {n} dice thrown — {verdict}.</source>
        <translation>{who}, {kind}: {n} lanci — {verdict}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who}, {kind}: {n} dice thrown — {verdict} (p = {p}).</source>
        <translation>{who}, {kind}: {n} lanci — {verdict} (p = {p}).</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Save picture</source>
        <translation>Salva immagine</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Save table</source>
        <translation>Salva tabella</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Could not write {file}.</source>
        <translation>Non si può scrivere {file}.</translation>
    </message>
    <message>
        <location filename="../../madn_qt/statistics/race_view.py" line="+81"/>
        <source>Drag the window over the whole game</source>
        <translation>Trascina la finestra lungo tutta la partita</translation>
    </message>
</context>
<context>
    <name>TableNews</name>
    <message>
        <location filename="../../madn_qt/network/table_news.py" line="+65"/>
        <source>{who} takes over the seat from the computer.</source>
        <translation>{who} prende il posto del computer.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer plays for {who} now.</source>
        <translation>Ora il computer gioca per {who}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} is back and plays again.</source>
        <translation>{who} torna al tavolo e gioca di nuovo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take over {who} from the computer.</source>
        <translation>Subentri al computer: giochi {who}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer plays for you now ({who}).</source>
        <translation>Ora il computer gioca per te ({who}).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are back and play {who} again.</source>
        <translation>Sei di nuovo al tavolo e giochi {who}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} lost the connection.</source>
        <translation>{who} ha perso la connessione.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} is connected again.</source>
        <translation>La connessione di {who} è tornata.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../madn_qt/texts.py" line="+19"/>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>house</source>
        <translation>casa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field {n}</source>
        <translation>casella {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>goal {n}</source>
        <translation>arrivo {n}</translation>
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
        <translation>lascia occupata la casella di partenza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not bring a figure out</source>
        <translation>non fa uscire una pedina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not capture</source>
        <translation>non mangia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes although a move exists</source>
        <translation>passa pur potendo muovere</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>easy</source>
        <comment>AI level</comment>
        <translation>facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>normal</source>
        <comment>AI level</comment>
        <translation>normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strong</source>
        <comment>AI level</comment>
        <translation>forte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <comment>AI level</comment>
        <translation>casuale</translation>
    </message>
</context>
<context>
    <name>UnderWay</name>
    <message numerus="yes">
        <location filename="../../madn_qt/log/under_way.py" line="-42"/>
        <source>You joined a game under way in table round {round} (%n move(s) played).</source>
        <translation>
            <numerusform>Entri in una partita in corso: giro {round}, %n mossa giocata.</numerusform>
            <numerusform>Entri in una partita in corso: giro {round}, %n mosse giocate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>You are watching a game under way in table round {round} (%n move(s) played).</source>
        <translation>
            <numerusform>Guardi una partita in corso: giro {round}, %n mossa giocata.</numerusform>
            <numerusform>Guardi una partita in corso: giro {round}, %n mosse giocate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>You are back at the table in table round {round} (%n move(s) played).</source>
        <translation>
            <numerusform>Sei di nuovo al tavolo: giro {round}, %n mossa giocata.</numerusform>
            <numerusform>Sei di nuovo al tavolo: giro {round}, %n mosse giocate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Your table goes on where it stopped, in table round {round} (%n move(s) played).</source>
        <translation>
            <numerusform>Il tuo tavolo riprende da dove si era fermato: giro {round}, %n mossa giocata.</numerusform>
            <numerusform>Il tuo tavolo riprende da dove si era fermato: giro {round}, %n mosse giocate.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{n} in the house</source>
        <translation>{n} in casa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} on the ring</source>
        <translation>{n} sul percorso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} in the goal lane</source>
        <translation>{n} nelle caselle d&apos;arrivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pip counter {pips} of {limit}</source>
        <translation>contatore {pips} su {limit}</translation>
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
        <translation>Gira…</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Wheel of fortune</source>
        <translation>Ruota della fortuna</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stopped on {result}.</source>
        <translation>Si è fermata su: {result}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not turned yet.</source>
        <translation>Non ancora girata.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The rocket&apos;s wheel of its %n target(s).</source>
        <translation>
            <numerusform>La ruota del razzo con %n bersaglio.</numerusform>
            <numerusform>La ruota del razzo con %n bersagli.</numerusform>
        </translation>
    </message>
</context>
</TS>
