/** `forty-thieves study --help` (its own file: help.ts lists it without importing the command). */
export const STUDY_HELP = `Usage: forty-thieves study enqueue <variant> --deals A-B --queue redis://HOST:PORT [--time 10s] [--nodes N] [--name NAME]
       forty-thieves study worker --queue redis://HOST:PORT [--name NAME] [--until-empty] [--lock 30s]
       forty-thieves study report --queue redis://HOST:PORT [--name NAME] [--variant V] [--deals A-B] [--json FILE] [--partial]

A study on any number of machines through a BullMQ job queue on Redis (docs/study.md): one job
per deal. "enqueue" adds the deals (again: only those not yet queued), "worker" solves jobs one at
a time until stopped (start one per core, on as many machines as you like), and "report" writes
the same study file as "solve --json". A deal is counted once, even when a worker dies in the
middle of it: its job's lock runs out and another worker takes the deal again.

Options:
  -d, --deals A-B      the deals to queue, e.g. 1-300 (report: only these of the queue's deals)
  -t, --time T         time per deal (default 10s; with --nodes alone, no time limit)
  -n, --nodes N        a node budget per deal: the same answers on every machine
  -q, --queue URL      the Redis server, redis://HOST:PORT[/DB] (rediss:// for TLS)
      --name NAME      the queue's name (default forty-thieves-study): one per study
      --until-empty    worker: stop when no job is waiting or running
      --lock T         worker: how long a job's lock lasts without renewal, so how soon a dead
                       worker's deal is handed on (default 30s)
      --variant V      report: the variant, when the queue holds more than one
      --json FILE      report: write { "summary": {…}, "deals": [...] } as solve --json does
      --partial        report: write what is done even while deals are still waiting
  -h, --help           this help

Exit codes: 0 done, 1 report of an unfinished study (without --partial) or a failed job,
2 bad command line, bad --queue or Redis unreachable.
Example: forty-thieves study enqueue maria --deals 1-300 --time 10s --queue redis://127.0.0.1:6379
`;
