import { DEFAULT_DEAL } from './args.js';
import { STUDY_HELP } from './study-help.js';
import { VERIFY_LOST_HELP } from './verify-lost-help.js';

/** What the player can type during `play`; also its `?` answer. */
export const PLAY_COMMANDS = `Type a move in the text notation, or a command:
  c3-f0      column 3's top card to foundation 0
  c3-c5x3    three cards from column 3 to column 5
  w-c2       the waste's top card to column 2 (w-f1: to foundation 1)
  draw       turn the stock's top card(s) onto the waste
  redeal     turn the waste over into the stock (variants with redeals)
  h          list the legal moves           b   show the board again
  u          undo                           r   redo
  restart    back to the start of the deal  ?   this list
  q          quit (end of input quits too)
`;

/** The `--help` texts, one per command; kept together so they read as one manual. */
export const HELP = {
  main: `forty-thieves: Forty Thieves and its eight relatives in the terminal

Usage:
  forty-thieves deal <variant> [--deal N] [--json]   print a deal's layout
  forty-thieves play <variant> [--deal N]            play a game in the terminal
  forty-thieves deal --plugin <path> [...]           the same with a plugin package from disk
  forty-thieves engine                               JSON line protocol for programs
  forty-thieves solve <variant> --deals 1-100        decide deals: winnable, lost or undecided
  forty-thieves report study.json...                 merge and summarise solve --json files
  forty-thieves verify-lost study.json...            re-check a study's lost deals, no pruning
  forty-thieves study enqueue|worker|report ...      a study on many machines (BullMQ on Redis)
  forty-thieves variants [--json]                    list the variant ids
  forty-thieves <command> --help                     help for one command
  forty-thieves --version                            the version

--json [FILE] means the same in every command that has it (deal, solve, report,
variants): alone, the JSON goes to stdout instead of the text; with FILE (a name
ending in .json, or --json=FILE for any name) it goes into FILE and the text
still goes to stdout.

Cards are coloured on a terminal (red and black suits); NO_COLOR=1 or a pipe
gives plain text, FORCE_COLOR=1 colours anyway. Full manual: docs/cli.md.

A game is fully described by its variant and deal number (0 to 2147483647;
default ${DEFAULT_DEAL}).

Exit codes: 0 done, 2 bad command line (unknown command, option or variant, bad --deal,
a --plugin that cannot be loaded or fails validation), 1 anything else.
`,
  deal: `Usage: forty-thieves deal <variant> [--deal N] [--json [FILE]]
       forty-thieves deal --plugin <path> [--deal N] [--json [FILE]]

Prints the layout of deal N of the variant (default deal ${DEFAULT_DEAL}) as a text board:
the foundations' top cards, the stock's size, the waste's top card, redeals left, and the
columns as stacks, bottom card first, so each column's playable card is lowest.
Face-down cards show as ##, empty piles as --.

Options:
  -d, --deal N         the deal number, 0 to 2147483647 (default ${DEFAULT_DEAL})
      --json [FILE]    the position JSON (docs/notation.md): alone, on stdout instead
                       of the board; with FILE (*.json, or --json=FILE), into FILE
  -p, --plugin <path>  a plugin package's directory (its built entry, from package.json)
                       or a built .js file, instead of a variant id (docs/writing-a-variant.md)
  -h, --help           this help

Examples: forty-thieves deal maria --deal 42
          forty-thieves deal --plugin ./examples/variant-forty-and-eight
`,
  play: `Usage: forty-thieves play <variant> [--deal N]
       forty-thieves play --plugin <path> [--deal N]

Plays deal N of the variant (default deal ${DEFAULT_DEAL}) in the terminal. Safe autoplay to the
foundations and multi-card moves through empty columns (supermoves) are on.

${PLAY_COMMANDS}
Options:
  -d, --deal N         the deal number, 0 to 2147483647 (default ${DEFAULT_DEAL})
  -p, --plugin <path>  play a plugin package from disk instead of a variant id
  -h, --help           this help
`,
  engine: `Usage: forty-thieves engine

A line protocol for programs: one JSON object per line on stdin, one JSON answer per line on
stdout, strictly in order. Rule moves only (no autoplay, no supermoves).

  {"cmd":"new","variant":"maria","deal":42}   {"cmd":"load","position":{...}}
  {"cmd":"new","plugin":"./examples/variant-josephine","deal":42}
  {"cmd":"position"}  {"cmd":"moves"}  {"cmd":"play","move":"c3-f0"}
  {"cmd":"undo"}  {"cmd":"redo"}  {"cmd":"status"}  {"cmd":"variants"}  {"cmd":"quit"}

Every answer has "ok"; a failure has "error" and leaves the game unchanged. Ends with exit
code 0 at quit or end of input. Full reference: docs/engine-protocol.md.
`,
  solve: `Usage: forty-thieves solve <variant> [--deals A-B] [--time 10s] [--nodes N] [--workers N] [--json [FILE]]
       forty-thieves solve --position file.json [--time 10s] [--json [FILE]]

Decides each deal of the range (default deal 1): "won" with a full solution, "lost" only when
the search proved that no solution exists, "undecided" when the time ran out. A progress bar
goes to stderr; one line per deal and then a summary go to stdout: decided %, winnable % with a
Wilson 95 % interval, median and p90 times, nodes per second and peak memory.

Options:
  -d, --deals A-B      the deals to solve, e.g. 1-1000 or 42 (default 1)
  -t, --time T         time per deal: 10s, 500ms, 2m (default 10s)
  -n, --nodes N        also a node budget per deal: the same answers on any machine (with
                       --nodes alone the time limit is lifted)
  -w, --workers N      worker threads, one per core is best (default 1; 0: the main thread;
                       at most 64, and never more than there are deals)
      --json [FILE]    { "summary": {…}, "deals": [{ deal, result, moves, nodes, ms }] }, moves
                       in the text notation; with --position { variant, result, moves, reason,
                       nodes, ms }. Alone, on stdout instead of the text; with FILE (*.json,
                       or --json=FILE), into FILE
  -p, --position FILE  solve one position (JSON, docs/notation.md) instead; prints the solution
  -h, --help           this help

Deal ranges are independent: shard a large study by range, then merge the shards' files with
"forty-thieves report", or run it on many machines through a queue ("forty-thieves study").
Example: forty-thieves solve maria --deals 1-200 --time 10s --workers 2 --json maria.json
`,
  report: `Usage: forty-thieves report <study.json>... [--markdown | --intervals] [--json [FILE]]

Reads files written by "forty-thieves solve ... --json FILE" and prints one summary per variant.
Several files of one variant are shards of one study: their deals are merged (a deal in two
files is an error), peak memory is the largest and wall time the sum. All shards of a variant
must have been run with the same --time.

Options:
  -m, --markdown       print one Markdown table, a row per variant (as in docs/solver.md)
      --intervals      print the winnability table: won, proved lost and undecided, each with
                       its Wilson 95 % interval
      --json [FILE]    { "summaries": [{…}] }, one per variant: alone, on stdout instead of
                       the text; with FILE (*.json, or --json=FILE), into FILE
  -h, --help           this help

Example: forty-thieves report study-*.json --markdown
`,
  variants: `Usage: forty-thieves variants [--json [FILE]]

Lists the variant ids with their names, one per line.

Options:
      --json [FILE]    { "variants": [{ id, name, summary }] }: alone, on stdout instead of
                       the list; with FILE (*.json, or --json=FILE), into FILE
  -h, --help           this help
`,
  'verify-lost': VERIFY_LOST_HELP,
  study: STUDY_HELP,
} as const;
