<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <location filename="../../madn_qt/dialogs/about.py" line="+23"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>compiled (mypyc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pure Python (no compiled core on this computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Version {version}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Licence: {licence}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules engine: {engine}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help ▸ Rules (F1) explains the rules and every key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About Mensch ärgere Dich nicht</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mensch ärgere Dich nicht</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardWords</name>
    <message>
        <location filename="../../madn_qt/log/board_words.py" line="+96"/>
        <source>Game board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game board: {turn}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The game is over. {who} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll-off for the first turn: {who} rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} is to move, rolled {pips}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who} is to roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The train passes when this table round ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The train passes in %n table round(s).</source>
        <translation>
            <numerusform>The train passes in %n table round.</numerusform>
            <numerusform>The train passes in %n table rounds.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../madn_qt/log/under_way.py" line="+112"/>
        <source>{who}, computer ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../../madn_qt/log/under_way.py" line="+5"/>
        <source>{who}: knocked out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../madn_qt/log/under_way.py" line="+2"/>
        <source>{who}: finished, place {place}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who}: last roll {pips}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who}: no roll yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Figure {n}: house, safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Figures {list}: house, safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>railway crossing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>star field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>field {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+37"/>
        <source>Figure {n}: {place}, not safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-22"/>
        <source>Next ahead: {who} figure {n}, {away}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Next behind: {who} figure {n}, {away}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>%n field(s) away</source>
        <translation>
            <numerusform>%n field away</numerusform>
            <numerusform>%n fields away</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Figure {n}: {place}, safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>goal place {k} of {size}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>start field {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <location filename="../../madn_qt/panel/dice_text.py" line="+27"/>
        <source>D{sides} until this table round ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>D{sides} for this table round and the next</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>D{sides} for this table round and %n more</source>
        <translation>
            <numerusform>D{sides} for this table round and %n more</numerusform>
            <numerusform>D{sides} for this table round and %n more</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Two dice this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two dice this turn and the next</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Two dice this turn and %n more</source>
        <translation>
            <numerusform>Two dice this turn and %n more</numerusform>
            <numerusform>Two dice this turn and %n more</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two dice in the next turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Two dice in the next %n turns</source>
        <translation>
            <numerusform>Two dice in the next %n turn</numerusform>
            <numerusform>Two dice in the next %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventBox</name>
    <message>
        <location filename="../../madn_qt/panel/event_box.py" line="+179"/>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OK (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm the event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name} turns the wheel…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The pip counter reached 32. Where the wheel stops decides what happens before the move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A star field. Where the wheel stops decides what happens now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{name}&apos;s rocket picks its target…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>The second wheel picks one of %n figure(s).</source>
        <translation>
            <numerusform>The second wheel has %n figure to pick.</numerusform>
            <numerusform>The second wheel picks one of %n figures.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+55"/>
        <source>{name}: {event}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The rocket hits {figure}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>It flies home from {place}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+81"/>
        <source>{name}&apos;s figure {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Pick your figure to swap:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Swap it with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick the figure to send back:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <location filename="../../madn_qt/log/event_log.py" line="+80"/>
        <source>{who}&apos;s pip counter reaches {total}: the wheel turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} turns the wheel: {event}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>New paths: a shortcut from field {shortcut}, a detour from field {detour}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-46"/>
        <location line="+52"/>
        <source>The six-sided die is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>{who} rolls two dice in the next %n turns.</source>
        <translation>
            <numerusform>{who} rolls two dice in the next %n turn.</numerusform>
            <numerusform>{who} rolls two dice in the next %n turns.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-53"/>
        <source>Everyone rolls a D{sides} until this table round ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Everyone rolls a D{sides} for this table round and the next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Everyone rolls a D{sides} for this table round and %n more.</source>
        <translation>
            <numerusform>Everyone rolls a D{sides} for this table round and %n more.</numerusform>
            <numerusform>Everyone rolls a D{sides} for this table round and %n more.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{who} sits out this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>{who} sits out this turn and %n more.</source>
        <translation>
            <numerusform>{who} sits out this turn and %n more.</numerusform>
            <numerusform>{who} sits out this turn and %n more.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+43"/>
        <source>{who} is knocked out: the figures leave the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{who} gets one more figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{event}: it has nothing to act on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{who}&apos;s figure {figure} from {start} to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{event}: {moves}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventTexts</name>
    <message>
        <location filename="../../madn_qt/event_texts.py" line="+39"/>
        <source>Reinforcement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knocked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leader, turn back!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Construction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rocket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four-sided die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ten-sided die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip a turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You get one more figure: it waits in your house, and your house and goal lane each grow by one place. To win, every one of your figures must reach the goal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are out of the game: your figures leave the board. If only one player is left, that player wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For every player, you too, the figure furthest ahead on the ring or unprotected in the goal lane goes back to its house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The paths are rebuilt: a new green shortcut ({forward} fields forward) and a new orange detour ({back} fields back) replace the old pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Every figure on the ring is put on a new field of the ring, drawn at random. Nobody is captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pick one of your figures on the ring and an opponent&apos;s figure on the ring: the two swap fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pick an opponent&apos;s figure on the ring or unprotected in a goal lane: it goes back to its house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A second wheel picks one of your opponents&apos; figures on the ring or unprotected in a goal lane, and the rocket sends it back to its house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>For your next {fewest} or {most} turns (drawn at random) you roll two dice and move one figure by their sum. Leaving the house takes a double six.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Everyone rolls a four-sided die (1 to {sides}) for the rest of this table round and %n more table round(s). Nobody can leave the house, and no roll gives another roll.</source>
        <translation>
            <numerusform>Everyone rolls a four-sided die (1 to {sides}) for the rest of this table round and %n more table round. Nobody can leave the house, and no roll gives another roll.</numerusform>
            <numerusform>Everyone rolls a four-sided die (1 to {sides}) for the rest of this table round and %n more table rounds. Nobody can leave the house, and no roll gives another roll.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Everyone rolls a ten-sided die (1 to {sides}) for the rest of this table round and %n more table round(s). A 6 still brings a figure out and gives another roll; 7 to {sides} do neither.</source>
        <translation>
            <numerusform>Everyone rolls a ten-sided die (1 to {sides}) for the rest of this table round and %n more table round. A 6 still brings a figure out and gives another roll; 7 to {sides} do neither.</numerusform>
            <numerusform>Everyone rolls a ten-sided die (1 to {sides}) for the rest of this table round and %n more table rounds. A 6 still brings a figure out and gives another roll; 7 to {sides} do neither.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You roll once more right after this turn&apos;s move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You sit out your next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The train comes after your move: it sends home every figure on its crossings and the unprotected goal figures under its track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The train comes now: it sends home every figure on its crossings and the unprotected goal figures under its track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is nothing for it to act on: nothing happens.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FlatBoardView</name>
    <message>
        <location filename="../../madn_qt/board/flat_board.py" line="+68"/>
        <source>Game board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../../madn_qt/files/texts.py" line="+23"/>
        <source>It is not a saved game of Mensch ärgere Dich nicht.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file does not say which version of the format it uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A newer version of the game wrote it (format {version}); this version reads format {supported}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Line {line} of its header is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Line {line} names a seat that does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The {colour} seat is played by a kind of player this version does not know ({kind}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file is cut short: its header is incomplete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its header lacks the line “{key}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its rules (“{flags}”) are not rules this version knows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its seats and rules do not make a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It holds “{token}”, which is neither a roll nor a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its count of rolls and moves is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file is cut short or damaged: it announces {promised} rolls and moves but holds {found}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Its result line is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Its line of moves taken back is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Its result does not match its moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll or move number {index} (“{command}”) is not possible at that point of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file cannot be read ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It is not a text file (a damaged file, or another kind of file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The file is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The folder does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>There is no permission to write there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The disk is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/files/game_files.py" line="+94"/>
        <location line="+295"/>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-294"/>
        <source>The game could not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+274"/>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-273"/>
        <source>This file cannot be opened as a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Open the saved game and end the running one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game and end the running one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The running game has not been saved. Save it first to go on with it another time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Don&apos;t save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open the saved game and close your network table?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game and close your network table?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The players on the network are dropped from the game. Save it first to go on with it another time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Close the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the saved game and leave the network table?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game and leave the network table?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game at the table goes on without you; the computer takes your seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Leave the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+26"/>
        <source>Network game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Quit and keep your network table for later?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>The players in the game&apos;s window wait up to %n minute(s) for your table to open again: the next time you start the game, it offers to open the table, and they come back by themselves. Later, each comes back to their seat from their lobby.</source>
        <translation>
            <numerusform>The players in the game&apos;s window wait up to %n minute for your table to open again: the next time you start the game, it offers to open the table, and they come back by themselves. Later, each comes back to their seat from their lobby.</numerusform>
            <numerusform>The players in the game&apos;s window wait up to %n minutes for your table to open again: the next time you start the game, it offers to open the table, and they come back by themselves. Later, each comes back to their seat from their lobby.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Quit and leave the network table?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game at the table goes on without you; the computer takes your seat until you join again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Quit and lose the running game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The running game has not been saved, and it cannot be kept to go on with next time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit without saving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Unsaved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+108"/>
        <source>The game kept from last time could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{why} The file was moved aside: {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game goes on from the move before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kept game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../../madn_qt/replay/files.py" line="+140"/>
        <source>Saved games</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <location filename="../../madn_qt/log/game_log.py" line="+123"/>
        <location filename="../../madn_qt/replay/model.py" line="+80"/>
        <source>New game: {players}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game saved as {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game opened from {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game from last time goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/window/game_actions.py" line="+160"/>
        <source>Every move taken back is played again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Moves taken back in this game: %n.</source>
        <translation>
            <numerusform>Moves taken back in this game: %n.</numerusform>
            <numerusform>Moves taken back in this game: %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <location filename="../../madn_qt/dialogs/guide.py" line="+186"/>
        <source>{step} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/dialogs/guide_steps.py" line="+87"/>
        <source>Welcome to the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player brings their figures out of the house, once round the ring and home into their goal lane; the first with a full goal lane wins. These few cards show you around the window, and Skip guide ends them whenever you like.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rolling the die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When it is your turn, press Roll or the Space key. A 6 brings a figure out of the house and lets you roll once more. While none of your figures is out, you have three tries to roll a 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Moving a figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a roll, the figures that may move are listed here and ringed on the board. Tab and the arrow keys walk through them, Enter moves the one with the focus; a click on the board works as well. H suggests a move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>House and start field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each colour waits in its house in a corner. A figure that comes out stands on the start field next to it and runs round the ring from there. Land on another player&apos;s figure and it has to go back to its house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The goal lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a whole lap a figure turns into the goal lane of its own colour, towards the middle. Inside the lane it moves only by the exact number. Fill every place of your lane to win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A railway crosses the board. Every few rounds a train comes through, and a figure standing on one of its two level crossings goes back to its house. The side panel says when the next train is due.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The wheel of fortune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In event mode the wheel of fortune turns here when a figure stops on a star field or your pips add up to 32. What it draws, good or bad, happens once you confirm it with Space or Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Keys and help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help ▸ Keyboard shortcuts ({shortcuts}) lists every key of the game, {rules} explains the rules, and Help ▸ How to play shows these cards again. Enjoy the game!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../../madn_qt/history/window.py" line="+51"/>
        <source>Computer ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+21"/>
        <source>{moves} (%n taken back)</source>
        <translation>
            <numerusform>{moves} (%n taken back)</numerusform>
            <numerusform>{moves} (%n taken back)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{hours} h {minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{minutes} min {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+109"/>
        <location line="+49"/>
        <source>Game history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-48"/>
        <source>&amp;Mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the &amp;replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+66"/>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-65"/>
        <location line="+66"/>
        <source>Event mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-62"/>
        <location line="+55"/>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+84"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Games, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins per player and computer level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins over the games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the game as a replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game&apos;s statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../../madn_qt/history/writer.py" line="+168"/>
        <source>The game history could not be read. It was kept as {file} and a new one was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Everybody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players, best first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+39"/>
        <source>Wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Games played</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>{who}: won {wins} of %n game(s)</source>
        <translation>
            <numerusform>{who}: won {wins} of %n game</numerusform>
            <numerusform>{who}: won {wins} of %n games</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../madn_qt/history/writer.py" line="-6"/>
        <source>This game could not be added to the game history: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lan</name>
    <message>
        <location filename="../../madn_qt/network/status.py" line="+38"/>
        <source>Network game status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>What the network said, in the programs&apos; own words:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/glue.py" line="+110"/>
        <source>Ne&amp;twork game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/texts.py" line="+234"/>
        <source>Joining another table ends the game at your table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hosting or joining a table ends the network game you are in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/join_page.py" line="+440"/>
        <source>Tables cannot be found on this network ({reason}): connect to an address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/glue.py" line="+101"/>
        <source>Opening the table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/kept.py" line="+79"/>
        <source>The kept network table in {file} is damaged and cannot be resumed; it was set aside and is not offered again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/host_page.py" line="+487"/>
        <location filename="../../madn_qt/network/kept.py" line="+28"/>
        <source>Your table is open; its game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/glue.py" line="+20"/>
        <source>Opening the table again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+148"/>
        <source>The table is open. Others find it in their lobby, or connect to {address}. The game starts when every open seat is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>You are at the table. The game starts when every open seat is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/presence.py" line="+109"/>
        <source>Network game: you are watching.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network game: you play {seats}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network game: the computer plays {seats} for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Table PIN: {pin}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Everybody is connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/glue.py" line="+102"/>
        <source>No connection: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/lobby.py" line="+43"/>
        <location line="+1"/>
        <location line="+86"/>
        <location filename="../../madn_qt/network/status.py" line="-8"/>
        <location line="+6"/>
        <location filename="../../madn_qt/network/way_back.py" line="+115"/>
        <source>Network game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/host_page.py" line="-411"/>
        <source>Kept table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You, at this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open for a player on the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Empty seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Name of {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+261"/>
        <source>madn table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-258"/>
        <source>Name of the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Invite over the internet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table gets an invite code for each open seat, to read out to friends anywhere. It is not shown to others on this network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+181"/>
        <source>Two seats are called {name}: give each a name of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Fixed while the table is open; close the table to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-273"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PIN: 4 or 6 digits, or empty for none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+220"/>
        <source>The PIN has 4 or 6 digits (or leave it empty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-217"/>
        <source>&amp;PIN (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Late arrivals may take a computer&apos;s seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Late arrivals may take a computer&apos;s seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>While the game runs, a friend who comes late may take over a seat the computer plays. You are asked each time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>In&amp;vite over the internet (with codes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/join_page.py" line="-387"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/host_page.py" line="+46"/>
        <source>&amp;Open the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the &amp;table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The game at your table &apos;{name}&apos; was interrupted. Resume it: the players come back to their seats and the game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Resume the network table &apos;{name}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+106"/>
        <source>A game needs at least two players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players sit opposite each other: choose red and green, or blue and yellow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open at least one seat for a player on the network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>the player&apos;s own name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/join_page.py" line="+41"/>
        <source>&amp;Tables on this network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tables on this network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Enter to join the selected table. Tables you cannot join are greyed out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Looking for tables… A table appears here within seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>host:port, e.g. 192.168.1.20:40123</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address of the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>C&amp;onnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connect to the address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Connect to &amp;address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Join with a &amp;code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>4 or 6 digits, if the table has a PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PIN of the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;PIN:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Who plays your seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I play myself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer plays for me ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>I only watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Seat to take over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Who plays:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join the selected table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Leave the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+91"/>
        <source>You cannot join {name}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This table needs a PIN: enter its 4 or 6 digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Enter the address as host:port, for example 192.168.1.20:40123.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Enter your name first: the others see your seat under it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Connecting to {host}:{port}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Looking for the table of code {code}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>any seat free to take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>take over {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-394"/>
        <source>Play with others on this network: join a table someone opened, or host one. The dice are rolled fairly by all computers together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/lobby.py" line="-81"/>
        <source>Join or host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Jo&amp;in a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Host a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Close the lobby</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Close your table and end the game for everyone?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The players on the network are dropped, and the game cannot go on later. To stop for now and go on later, quit the program instead (Ctrl+Q): they wait for your table to open again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Close the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/seat_list.py" line="+29"/>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>open, waiting for a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>joined over the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>computer ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at the host&apos;s computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{seat}: {name} — {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{seat}: {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Seats at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/texts.py" line="-210"/>
        <source>This table needs a PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host does not know the table&apos;s PIN: is it the right table?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Wrong PIN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not let you take over the seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The seat is not the computer&apos;s any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host did not answer in time: the seat is free again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table runs another version of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table is full: every seat is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game at this table has started already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table plays other rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That seat is not open any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table does not know you (another game?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is no table of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host is closing the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The host refused to let you in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computers no longer agree on the game (out of sync). A report was written to the data folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The host could not go on with the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host sent something no honest host would; the game stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The host closed the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/presence.py" line="+36"/>
        <location filename="../../madn_qt/network/texts.py" line="+1"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/texts.py" line="-18"/>
        <source>The table is busy: try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The network game stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The table is busy — trying again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The connection to the table is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Connection to the host lost — reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The host has left the table for a moment. The game waits for the table to open again and goes on by itself (until {time}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Connection to the host lost — reconnecting… The game waits for the table until {time}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To stop waiting: Game ▸ Network game…, Leave the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your seat is kept. When the host opens the table again: Game ▸ Network game…, Join with a code, the same code — you get your seat back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your seat is kept. When the host opens the table again: Game ▸ Network game…, the table marked “your seat” — you get your seat back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>You stopped waiting for the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>announces no protocol version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>another version of the game (LAN protocol {theirs}, this program {ours})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an unknown game mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>event mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} — cannot join: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>your seat: join to play on</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n free seat</numerusform>
            <numerusform>%n free seats</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no free seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>needs a PIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>running — you can watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>running — the computer plays {colours}; you can take over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/late_texts.py" line="+31"/>
        <source>{name} wants to take over {colour} from the computer — allow?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} wants to take over {colour} — {player}&apos;s seat, played by the computer since {player} left the table — allow?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} wants to take over {colour} from {player}, the computer — allow?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{question} Close this window to answer: the question waits above the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Network game: waiting for {host} to let you take over {colour}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network game: waiting for the host to let you take over {colour}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../madn_qt/network/texts.py" line="+9"/>
        <source>%n wrong PIN attempt(s) in the last minute.</source>
        <translation>
            <numerusform>%n wrong PIN attempt in the last minute.</numerusform>
            <numerusform>%n wrong PIN attempts in the last minute.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{name} is missing — the game pauses in {seconds} s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is missing — the computer takes over in {seconds} s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+21"/>
        <source>Missing: {names}. Waiting for them to come back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer plays for: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/door.py" line="+110"/>
        <source>A late arrival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Allow &amp;everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>F6 takes the keyboard to this question and back; Space still rolls your die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Allow everyone who comes late</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/code_entry.py" line="+101"/>
        <source>e.g. 7-guitarist-revenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invite code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A number and two words from the host of a table on the internet; spaces and capitals do not matter. Press Enter to join.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Join by co&amp;de</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join by the invite code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>An invite code is a number and two words, like 7-guitarist-revenge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>An invite code has two words after its number, like 7-guitarist-revenge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>“{words}” is no word of an invite code: check the spelling (the code is not used up).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/internet.py" line="+116"/>
        <source>The table is open on the internet (not on this network). Give each friend the code of their seat; the game starts when every open seat is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Somebody else holds this code on the rendezvous server, so it cannot lead you to the table. Ask your host for a new code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This code is wrong or was used already. Ask your host for a new code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody answered this code: it was used already, or mistyped, or the table is closed. Ask your host for a new code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The rendezvous server {server} cannot be reached. Is this computer online? Another server can be chosen in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The code is right, but no connection to the host could be made, not even through the relay {relay}. Ask your host for a new code and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This code leads to no table of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The connection to the table is lost, and a spectator cannot come back by the same code. To watch again, ask your host for a new spectator&apos;s code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/invites.py" line="+93"/>
        <source>Spectator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Used by {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Withdrawn: the seat is no longer open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Someone tried a wrong code — a new code is ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone tried a wrong code — a new code follows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A spectator came in; this code is for the next one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for a spectator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for a friend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Making a code…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rendezvous server {server} cannot be reached, so no code can be made. Is this computer online? Codes come as soon as the server answers; another server can be chosen in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Invite code for {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No invite code for {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the code for {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Invite &amp;codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invite codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Read a code out to a friend, or copy it into a message. A code works once and decides the seat; the friend enters it under Join a table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Rendezvous server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Copied the code for {seat}: {code}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/way_back.py" line="-43"/>
        <source>A kept network game is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game at your network table &apos;{name}&apos; is not over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open your table again: the players come back to their seats and the game goes on. Not now: the lobby (Game ▸ Network game…) offers it later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Open your table again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your network game at the table &apos;{name}&apos; is not over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rejoin it with the code {code}: you get your seat back and the game goes on. Not now: later, Game ▸ Network game…, Join with a code, the same code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rejoin it: you get your seat back and the game goes on. Not now: the lobby (Game ▸ Network game…) marks the table “your seat” for later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Rejoin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Not now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Your game at the table &apos;{name}&apos; is not over: Join with a code, {code}, gives you your seat back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/seat_book.py" line="+107"/>
        <source>Your kept seat in {file} is damaged and cannot be joined again; it was set aside.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../madn_qt/window/main_window.py" line="+290"/>
        <source>Mensch ärgere Dich nicht</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+153"/>
        <source>The game just played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/window/menus.py" line="+219"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Roll the die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a &amp;hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch a replay…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statis&amp;tics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game histor&amp;y…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Follow camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reset view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Field &amp;numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Board status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Computer turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Normal pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Four times faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the &amp;end of the game, without animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>F&amp;ull screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to &amp;play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/status_line.py" line="+23"/>
        <source>Start a new game from the Game menu (Ctrl+N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The board waits while a window or a menu is open — the network game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Paused while a window or a menu is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Paused here — the network game goes on without waiting. P to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paused — P to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}, roll the die: press Space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name}: Enter moves the only figure that can move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: Tab picks a figure, Enter moves it, H gives a hint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name}, the wheel has spoken: Space or Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}: Tab picks a figure, Enter takes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} rolls…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} moves…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The train passes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The wheel turns for {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} plays, four times faster. F: to the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} plays, without animations. F: normal pace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} plays. F: faster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} plays at another computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over. {winner} wins. Ctrl+N: a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-41"/>
        <source>{name} cannot move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/window/game_actions.py" line="-124"/>
        <source>Undo is off in a network game: the others have played on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over: its moves stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing to take back yet: nobody here has moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No game is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+165"/>
        <source>Take back your last move and what the computers did after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Undo move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;do move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveLogFormatter</name>
    <message>
        <location filename="../../madn_qt/log/move_log.py" line="+113"/>
        <source>{who} captures {victim} on field {field}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+32"/>
        <location line="+62"/>
        <source>⚠ Your figure: {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-87"/>
        <source>{who} rolls {pips} to decide who begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tie: {names} roll again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who} begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The next train comes in %n table rounds.</source>
        <translation>
            <numerusform>The next train comes in %n table round.</numerusform>
            <numerusform>The next train comes in %n table rounds.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Last table round before the train!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} has all figures in the goal: place {place}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over. {who} wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{who} brings a figure out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{who} rolls {pips}, brings a figure out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{who} moves figure {figure} from {start} to {target} via {route}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who} rolls {pips}, moves figure {figure} from {start} to {target} via {route}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{who} moves figure {figure} from {start} to {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{who} rolls {pips}, moves figure {figure} from {start} to {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>{who} rolls {pips} and cannot move (%n tries left).</source>
        <translation>
            <numerusform>{who} rolls {pips} and cannot move (%n try left).</numerusform>
            <numerusform>{who} rolls {pips} and cannot move (%n tries left).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} rolls {pips} and cannot move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} cannot move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The train passes; nobody is hit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} loses figure {figure} on {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The train passes: {hits}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{who} rolls {pips}. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Penalty: {who} did not clear the start field; figure {figure} goes back to the house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Penalty: {who} did not capture; figure {figure} goes back to the house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Penalty: {who} did not bring a figure out with a 6; the move is void and the turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Penalty: {who} passed although a move was possible; the turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveLogView</name>
    <message>
        <location line="+23"/>
        <source>Move log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happened so far</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <location filename="../../madn_qt/log/move_words.py" line="+30"/>
        <source>house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Pass — Penalty: {duty}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pass: no figure can move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Figure {n} — {start} → {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{move}, via {way}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{move}, captures {victim} figure {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{move} — Penalty: {duty}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Figure {n} — {place}, cannot move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../madn_qt/dialogs/new_game.py" line="+49"/>
        <source>Forced capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jump over own figures in the goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start with one figure on the start field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll-off for the first player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on for every place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penalties instead of enforced duties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>When a figure can capture, one capture must be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Figures may pass their own figures inside the goal lane.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every player begins with one figure already on its start field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everybody rolls once and the highest roll begins; ties roll again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game goes on after the first finisher until every place is decided.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves that break a duty are allowed and punished as on the original sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every two to five table rounds a train crosses the board and sends home every figure on its two crossings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+1"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../madn_qt/replay/play_on.py" line="+55"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../../madn_qt/replay/play_on.py" line="+15"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../madn_qt/panel/seat_rows.py" line="+50"/>
        <location filename="../../madn_qt/replay/play_on.py" line="+2"/>
        <source>Computer ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Empty seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../madn_qt/replay/play_on.py" line="+3"/>
        <source>Who plays {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays {colour}: a person at this computer, the computer at a level, or nobody.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Name of {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The name the board, the move log and the ranking use for {colour}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Classic is the board game as printed; event mode adds star fields, a wheel of fourteen events, special paths and other dice (penalties are a classic option).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Original rules (1914 sheet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sets the options below to the classic rules or to the original 1914 sheet; changing an option makes it Custom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player who has the first turn (with a roll-off the dice decide instead).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Begins:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ends the running game and starts this one (it asks first if the running game is not saved).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../../madn_qt/replay/play_on.py" line="+17"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Network game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Join a table of other computers, on this network or by an invite code, or host one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Network game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+103"/>
        <source>A game needs at least two players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two players sit opposite each other: choose red and green, or blue and yellow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{symbol} {colour} ({name})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayOnDialog</name>
    <message>
        <location filename="../../madn_qt/replay/play_on.py" line="-51"/>
        <source>Play on from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A new game starts at step {step} of the replay, with the same seats and rules. Who plays each seat?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{symbol} {name} ({colour})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>&amp;Play on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play on from this step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RankingDialog</name>
    <message>
        <location filename="../../madn_qt/dialogs/ranking.py" line="+43"/>
        <source>{symbol} {name} ({colour})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>knocked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{place}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+80"/>
        <source>Ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-62"/>
        <source>S&amp;tatistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>How the game went: dice, race, players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Watch again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Watch the game again as a replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{name} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-98"/>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Figures in the goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-78"/>
        <source>Close the ranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play again with the same players and rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-42"/>
        <source>Rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Captures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Dice rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sixes rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Opponents&apos; figures this player sent home</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../../madn_qt/replay/model.py" line="+10"/>
        <source>The start of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{who} rolls {pips}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayControls</name>
    <message>
        <location filename="../../madn_qt/replay/controls.py" line="+149"/>
        <source>To the start (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn back (Ctrl+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A step back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A step on (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn on (Ctrl+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the end (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag to any step of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How fast the replay plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Step {k} of {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+14"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Pause (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+11"/>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Play (Space)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayLog</name>
    <message>
        <location filename="../../madn_qt/replay/log.py" line="+107"/>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click a line to go to its step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../../madn_qt/replay/window.py" line="+192"/>
        <source>Replay: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game board of the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The replay&apos;s log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The step shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play on from here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on from here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game from the position shown: you choose who plays each seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{players} · {date}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Replays</name>
    <message>
        <location filename="../../madn_qt/replay/files.py" line="-12"/>
        <source>Played on from step {k} of a replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+19"/>
        <source>Watch a replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This file cannot be shown as a replay.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RouteText</name>
    <message>
        <location filename="../../madn_qt/log/route_text.py" line="+66"/>
        <source>the green shortcut at field {junction}: on to {end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the orange detour at field {junction}: back to {end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{path}, then on to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{first}, then {next}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>the green shortcut: {junction} → {end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the shortcut: {junction} → {end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the orange detour: {junction} → {end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the detour: {junction} → {end}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../madn_qt/dialogs/rules_dialog.py" line="+31"/>
        <location line="+1"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesText</name>
    <message>
        <location filename="../../madn_qt/dialogs/rules_text.py" line="+39"/>
        <source>The game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two to four players race their figures once around the board and into their own goal. Whoever lands on an opponent sends that figure back home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Each player has %n figure(s) of one colour, a house in its corner, a start field on the ring and a goal lane of as many fields leading to the middle.</source>
        <translation>
            <numerusform>Each player has %n figure of one colour, a house in its corner, a start field on the ring and a goal lane of as many fields leading to the middle.</numerusform>
            <numerusform>Each player has %n figures of one colour, a house in its corner, a start field on the ring and a goal lane of as many fields leading to the middle.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The ring has 40 fields and is played clockwise. The entrance to your goal lane lies just before your own start field. With two players, they sit opposite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>To decide who begins, everybody rolls once. The highest roll begins; if several share the highest roll, only they roll again until one is ahead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The player chosen as first in the new-game dialog begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every player starts with one figure already on its start field; the others wait in the house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All figures start in their house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After that the turn passes clockwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Setting off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll the die, then move one figure exactly that many fields clockwise. The roll cannot be split between figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Every field counts, whether empty or not. On the ring you may jump over any figure, your own included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>If no figure can move by the number rolled, the turn simply passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A figure leaves the house only with a 6. It is placed on your start field, and that is the whole move for this 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>After moving with a 6 you roll again, as often as sixes keep coming. A 6 that cannot be moved gives no extra roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Three tries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If none of your figures is on the ring and none in the goal lane can still move forward, you may roll up to three times to get a 6. The first 6 ends the series and is played; without a 6 the next player&apos;s turn begins. In every other case you have one roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Capturing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A figure that ends its move on an opponent&apos;s figure captures it: the captured figure goes back to its house and needs a 6 to come out again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You may not end a move on one of your own figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No field of the ring is safe, start fields included: a figure coming out of the house captures an opponent waiting on that start field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Clear your start field: while you have figures in the house and one of your figures stands on your start field, that figure must move, whatever you rolled, if it can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Bring a figure out: with a 6, figures in the house and your start field free, a figure must come out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Capture: if any move captures, you must make a capturing move. If several do, you choose which.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When no duty applies, you choose freely.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Capturing is never required: you may always pass up a capture. When no duty applies, you choose freely.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Duties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When several moves are possible, these duties apply in this order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The game only offers moves that keep these duties, so you cannot break one by mistake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Start field not cleared: the move stands, but the figure left on the start field goes back to the house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No figure brought out with a 6, or a turn passed although a move was possible: the move is void, the figure stays where it was, and the next player&apos;s turn begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Capture missed: the move stands, but the figure that could have captured goes back to the house. If several could have, the most advanced of them goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Penalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As on the original rule sheet, duties are not enforced but punished: you may make a move that breaks a duty, and the game then applies the penalty and reports it in the log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer players always keep every duty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The track also passes over the innermost goal field of {lanes}. A figure that has reached it is safe, so the train never hits anything there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The track also passes through the goal lanes of {lanes}. A goal figure under the track is hit only while a goal field deeper than its own is still free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{first} and {second}</source>
        <comment>two colours</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A railway line runs straight across the board. It crosses the ring at fields {first} and {second}: these two crossings have red and white striped rims.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>At the start the game draws how many table rounds the train waits: two, three, four or five. A table round is over whenever the turn comes back to the player who began the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Once that many table rounds are over, the train passes before the next player rolls. Every figure standing on a crossing goes back to its house; figures in the houses are never touched. Then the wait for the next train is drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The side panel counts down the table rounds, and the move log announces the last round before the train and says whose figures it sent home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Inside the goal lane you may jump over your own figures, as on the original rule sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You may not jump over your own figures inside the goal lane, not even when entering it from the ring. So it pays to move the first figures all the way in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Into the goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After a full round a figure enters the goal lane of its own colour. No opponent can capture it there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The roll must fit exactly: a figure cannot move beyond the innermost goal field. It may stop on any free goal field and move on with a later roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The first player with all figures in the goal takes first place. The others play on, and each place goes to the next player to bring all figures home, until only one player is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The first player with all figures in the goal wins, and the game ends at once. The others are ranked by their figures in the goal, then by the distance their figures have travelled; players who are equal share a place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Winning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A figure deep in your goal lane is out of danger for good. When the choice is between a safe step towards home and a bold dash elsewhere, home usually wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Before you stop, count backwards: any opponent up to six fields behind you can reach you with a single roll. Hunting is more comfortable than being hunted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Several figures on the ring give you a choice for every roll; a single figure must take whatever the die says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Watch the start fields: figures coming out of a house capture whatever stands there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Keep an eye on the train&apos;s countdown: in the last table round before it comes, a crossing is the worst place to stop, and a good place to see your rivals stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>With compulsory capturing you can lure an opponent: a figure offered as bait may force the other player into a move they did not want.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Tips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Roll the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tab / Shift+Tab, arrow keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick the next or previous figure that can move (round and round); the board marks the picked figure and where it would go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Move the picked figure (wherever the focus is).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>F11 / Ctrl+Shift+F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full screen on or off; Escape also leaves it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ctrl+L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A network game: host a table or join one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ctrl+Q</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Left click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-35"/>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show a hint: the suggested figure gets the focus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pace of the computer&apos;s turns: normal, four times faster, or to the end of the game without animations (the move log keeps every move).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset the view: the camera back above the whole board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>These rules and controls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ctrl+S / Ctrl+O</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the game / open a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Click a glowing figure on the board to move it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Right or middle drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn the camera around the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mouse wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom the camera in or out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Controls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A chosen figure is final: touched is moved. While a figure moves, or while a computer or network player is thinking, input is locked. The panel&apos;s buttons say what they are set to: &quot;Camera: follows&quot; lets the camera follow each move, &quot;Camera: overview&quot; keeps the whole board in view; the sound button switches all sounds on or off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Mensch ärgere Dich nicht — the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/dialogs/rules_event.py" line="+24"/>
        <source>Event mode plays the classic game with more happening on the board. Twelve ring fields carry a star: a move that ends on one turns the wheel of fortune after it. Each player also counts the pips they roll: a roll that brings the count to {limit} or more turns the wheel before the move, and the count starts again. A pair of special paths lies on the ring, a green shortcut four fields forward and an orange detour three fields back, with arrows for their direction: a figure that starts on a path&apos;s first field, or passes it with steps left, may take the path for one step (its figure buttons name each way). A construction event lays a new pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The wheel of fortune has fourteen events; the player who turned it confirms the one it stopped on (Space or Enter), and picks the figures when the event asks for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{percent} %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatRows</name>
    <message>
        <location filename="../../madn_qt/panel/seat_rows.py" line="-13"/>
        <source>knocked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>place %n</source>
        <translation>
            <numerusform>place %n</numerusform>
            <numerusform>place %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>sits out %n</source>
        <translation>
            <numerusform>sits out %n turn</numerusform>
            <numerusform>sits out %n turns</numerusform>
        </translation>
    </message>
    <message>
        <location line="+27"/>
        <source>{name}: pip counter {pips} of {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>sits out %n turn(s)</source>
        <translation>
            <numerusform>sits out %n turn</numerusform>
            <numerusform>sits out %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>two dice for %n turn(s)</source>
        <translation>
            <numerusform>two dice for %n turn</numerusform>
            <numerusform>two dice for %n turns</numerusform>
        </translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+73"/>
        <source>{name}&apos;s pip counter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../madn_qt/dialogs/settings_dialog.py" line="+47"/>
        <location line="+1"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+15"/>
        <source>As the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound effects and ambience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>On: short animations, no camera flights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: full animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduce motion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Reduce motion:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Camera follows moving figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Follow camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Animation speed value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Animation &amp;speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Moving landscape (trees, clouds, birds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Moving landscape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save the settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Internet play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Rendezvous server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where invite codes are made and met: a magic-wormhole mailbox server, ws:// or wss://</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rende&amp;zvous server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Transit relay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Carries the game where two homes cannot reach each other directly: tcp:HOST:PORT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Transit rela&amp;y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Restore de&amp;faults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Restore the public rendezvous server and relay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The rendezvous server is a ws:// or wss:// address, like {example}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The relay is tcp:HOST:PORT, like {example}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <location filename="../../madn_qt/dialogs/shortcuts.py" line="+96"/>
        <source>Playing with the keyboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mouse on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How to play (the guide)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Roll the die, or confirm what the wheel drew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play the current choice (the figure with the focus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The next or previous figure that can move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Walk the figure buttons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close a dialog or a message, leave the full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To a late arrival&apos;s question and back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Move a glowing figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Left click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Turn the camera round the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Right or middle drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Zoom in or out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mouse wheel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Walk the buttons of the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press the button with the focus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The previous or next card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip the guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back or on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The turn before or after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To the start or the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Press the focused button or log line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A word or a key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Search the keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>What it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every key of the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideColumn</name>
    <message>
        <location filename="../../madn_qt/panel/column.py" line="+136"/>
        <source>Drag to give the move log more room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move log&apos;s height</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../../madn_qt/panel/figure_buttons.py" line="+105"/>
        <source>shortcut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>detour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Figure {n} — {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Figure {n} — {start} → {target}
via {route}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Figure {n} — {paths} → {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Figure {n} — {start} → {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{move}, captures {victim}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{move}
Penalty: {duty}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/side_panel.py" line="+232"/>
        <source>Whose turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/choices.py" line="+139"/>
        <source>Figures of the player to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/side_panel.py" line="+2"/>
        <source>Die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tries left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Colour of the player to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/choices.py" line="+1"/>
        <source>Who plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/side_panel.py" line="+2"/>
        <source>Roll (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll the die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll the die (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/texts.py" line="+42"/>
        <source>No game running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/side_panel.py" line="+54"/>
        <source>not rolled yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/texts.py" line="-14"/>
        <location line="+19"/>
        <source>{name} ({colour})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-15"/>
        <source>{who} — at another computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who} — computer, {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{who} plays at another computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The computer plays for {who}, level: {level}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The computer plays for {who}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/side_panel.py" line="-8"/>
        <source>rolling</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../madn_qt/panel/texts.py" line="+137"/>
        <source>Train in %n table rounds</source>
        <translation>
            <numerusform>Train in %n table round</numerusform>
            <numerusform>Train in %n table rounds</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The train comes after this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next train is being scheduled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/choices.py" line="+102"/>
        <source>Pass
Penalty: {duty}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/texts.py" line="-157"/>
        <source>{who} — computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../../madn_qt/panel/side_panel.py" line="+12"/>
        <source>Tries left: %n</source>
        <translation>
            <numerusform>Tries left: %n</numerusform>
            <numerusform>Tries left: %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/choices.py" line="-24"/>
        <source>The figures appear here when a game starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The figures the roll can move appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Suggested: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/toggles.py" line="+110"/>
        <source>Computer turns: normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer turns: 4× faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer turns: to the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pace of the computer&apos;s turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>F: the computer&apos;s turns at normal pace, four times faster, or without animations to the end of the game (the move log keeps every move).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Camera: follows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The camera follows the moving figure. Click to keep the whole board in view.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Camera: overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No audio device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-14"/>
        <source>The camera keeps the whole board in view. Click to let it follow the moving figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Follow camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No audio output was found on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sound: on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound: off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Switch all sounds on or off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/panel/figure_choices.py" line="+81"/>
        <source>House {house} · on the way {way} · goal {goal} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../../madn_qt/statistics/plots.py" line="+61"/>
        <source>Face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Times thrown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+78"/>
        <source>captured a figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>lost a figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../madn_qt/statistics/tables.py" line="+211"/>
        <source>Table round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Steps gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/statistics/tables.py" line="-151"/>
        <source>D{sides}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>too few dice to tell: the test needs at least {needs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+15"/>
        <source>nothing unusual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-13"/>
        <source>unusual, but happens by chance about once in {n} games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>very unusual: happens by chance less than once in {n} games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>too few to tell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unusual (1 in {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>very unusual (&lt; 1 in {n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+72"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-71"/>
        <source>Dice thrown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Fair?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+110"/>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-89"/>
        <source>Every roll is counted here. Sixes: {all} of all {rolls} rolls of one die; {moved} of the rolls that were followed by a move. A six can always move, a small number often cannot: counting only the rolls that moved makes honest dice look as if they favoured the six.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>under {time} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captures given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captures suffered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Train hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Figures the train hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/statistics/window.py" line="+106"/>
        <location line="+216"/>
        <location line="+177"/>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-244"/>
        <source>&amp;Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Whose dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-171"/>
        <source>Statistics: {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+173"/>
        <source>Save pi&amp;cture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whose dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind of die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice, face by face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+169"/>
        <source>The race, table round by table round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-168"/>
        <source>The players&apos; figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Events drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Race plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the page&apos;s plot as a picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the page&apos;s table as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>No move was taken back in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Moves taken back in this game: %n.</source>
        <translation>
            <numerusform>Moves taken back in this game: %n.</numerusform>
            <numerusform>Moves taken back in this game: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+49"/>
        <location line="+22"/>
        <source>Everybody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+6"/>
        <source>No dice rolled yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{who}, {kind}: {n} dice thrown — {verdict}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{who}, {kind}: {n} dice thrown — {verdict} (p = {p}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Save picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Save table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Could not write {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/statistics/race_view.py" line="+81"/>
        <source>Drag the window over the whole game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableNews</name>
    <message>
        <location filename="../../madn_qt/network/table_news.py" line="+65"/>
        <source>{who} takes over the seat from the computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer plays for {who} now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} is back and plays again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You take over {who} from the computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer plays for you now ({who}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are back and play {who} again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} lost the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who} is connected again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../../madn_qt/texts.py" line="+19"/>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>field {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>goal {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/network/table_news.py" line="-38"/>
        <location filename="../../madn_qt/texts.py" line="+12"/>
        <source>{name} ({colour})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../madn_qt/texts.py" line="+7"/>
        <source>leaves the start field occupied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not bring a figure out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>does not capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>passes although a move exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>easy</source>
        <comment>AI level</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>normal</source>
        <comment>AI level</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strong</source>
        <comment>AI level</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>random</source>
        <comment>AI level</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnderWay</name>
    <message numerus="yes">
        <location filename="../../madn_qt/log/under_way.py" line="-42"/>
        <source>You joined a game under way in table round {round} (%n move(s) played).</source>
        <translation>
            <numerusform>You joined a game under way in table round {round} (%n move played).</numerusform>
            <numerusform>You joined a game under way in table round {round} (%n moves played).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>You are watching a game under way in table round {round} (%n move(s) played).</source>
        <translation>
            <numerusform>You are watching a game under way in table round {round} (%n move played).</numerusform>
            <numerusform>You are watching a game under way in table round {round} (%n moves played).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>You are back at the table in table round {round} (%n move(s) played).</source>
        <translation>
            <numerusform>You are back at the table in table round {round} (%n move played).</numerusform>
            <numerusform>You are back at the table in table round {round} (%n moves played).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Your table goes on where it stopped, in table round {round} (%n move(s) played).</source>
        <translation>
            <numerusform>Your table goes on where it stopped, in table round {round} (%n move played).</numerusform>
            <numerusform>Your table goes on where it stopped, in table round {round} (%n moves played).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{n} in the house</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} on the ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{n} in the goal lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pip counter {pips} of {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{who}: {figures}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Wheel</name>
    <message>
        <location filename="../../madn_qt/wheel/widget.py" line="+215"/>
        <location line="+10"/>
        <location line="+52"/>
        <source>Turning…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Wheel of fortune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Stopped on {result}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not turned yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The rocket&apos;s wheel of its %n target(s).</source>
        <translation>
            <numerusform>The rocket&apos;s wheel of its %n target.</numerusform>
            <numerusform>The rocket&apos;s wheel of its %n targets.</numerusform>
        </translation>
    </message>
</context>
</TS>
