// `reprolens --help`: every command, its options and the exit codes.

export const USAGE = `Usage:
  reprolens check <file|->   judge one question and print a checklist report
      <file>: .html (a saved Stack Overflow page or a body fragment), .md (a draft),
              .json (a Stack Exchange API record or response, or one corpus line);
      -:      read standard input (JSON if it starts with "{", HTML if "<", else markdown)
      --json  print the full report as JSON instead
  reprolens skeleton <file|->
      write a reproduction script for the question (Python) to stdout; its status, what the
      question does not say and what was assumed go to stderr as notes; same inputs as check
      --json  print the skeleton (script, status, missing, assumptions) as JSON instead
  reprolens score <file|->
      one \`score\` JSON line per question on stdout, in input order; bad rows are reported on
      stderr with their line or row number and skipped; a summary line ends the run
      --format F     jsonl (Stack Exchange API records, GitHub issue records), sede-csv (a
                     Stack Exchange Data Explorer export of Posts) or posts-xml (a data
                     dump's Posts.xml); default: from the extension (.jsonl .ndjson .json,
                     .csv, .xml), else from the first character ("{" jsonl, "<"
                     posts-xml, else sede-csv)
      --tagged a,b   only questions with any of these tags (may be repeated)
      --since DATE   only questions created at or after DATE
      --until DATE   only questions created before DATE; a bare date counts whole
                     (--until 2020-12-31 keeps 31 December)
                     DATE: YYYY-MM-DD (a UTC day) or ISO 8601 (2020-05-10T02:03:04Z;
                     UTC when no zone is given)
      --site HOST    the site of a dump or export that is not Stack Overflow's, for
                     the links https://HOST/q/ID (default stackoverflow.com)
      --jobs N       score on N cores (default: all of this machine's)
      --resume OUT   continue a stopped run whose score lines are in OUT
  reprolens report <scores.jsonl|-> [--format html|md|csv] [--out FILE]
      what a scored dataset says: a self-contained HTML page (default), markdown or CSV
  reprolens --help | --version

Options take their value as "--jobs 2" or "--jobs=2"; after "--" every word is a file name.
Exit codes: 0 ok, 1 some input rows skipped (score), 2 usage or input error (skeleton: also a
question without Python code), 70 internal error.
Set NO_COLOR to turn colours off; REPROLENS_DEBUG=1 shows stack traces of internal errors.
`;
