#!/usr/bin/env python3
"""Turns GNU Octave's own `%!` test blocks into MATLAB programs and records Octave's verdicts.

Usage: tests/octave_tests/regen.py [NAME ...]

For every function declared in crates/decls/src/table.rs or written in matc's
MATLAB library (library/) whose m-file Octave 7.3 installs (under /usr/share/octave/7.3.0/m, outside class and private folders),
and for the test files of the builtins written in C++ listed in BUILTIN_TESTS
(under /usr/share/octave/7.3.0/etc/tests), this splits the file's `%!` lines into blocks the way Octave's test.m does and
turns each runnable block into a self-contained function file `octtest.m`:

- `%!assert ...`, `%!fail ...` and `%!test` bodies run as they are (with a
  local `fail` function doing what Octave's testfun/fail.m does);
- `%!error <PATTERN> CODE` (or `id=ID`) runs CODE in try/catch and fails unless
  it raises an error whose message matches PATTERN (or whose identifier is ID);
- `%!warning <PATTERN> CODE` fails unless CODE leaves a matching `lastwarn`;
- the variables of the last `%!shared` block are set to [] and its
  initialisation code runs first, then the earlier `%!test` blocks since it
  that assign one of them (test.m passes such values on from test to test);
  the `%!function` blocks seen so far are
  appended as local functions;
- `%!xtest`, `%!testif` (unless it needs only the build features in
  AVAILABLE_FEATURES), `%!demo`, blocks tagged with an open bug `<NNN>` and
  unknown block types are recorded as skipped.

Each program is then run by Octave (all blocks of one function in one Octave
process, each block as its own function file, with a time limit) and the
verdict is written with the program to tests/octave_tests/blocks/NAME.blocks:

    #= NAME ID VERDICT KIND      (VERDICT: pass, fail or skip)
    <program text>

crates/cli/tests/octave_tests.rs runs the blocks Octave passes through matc.
With NAME arguments only those functions are regenerated.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "../.."))
TABLE = os.path.join(ROOT, "crates/decls/src/table.rs")
LIBRARY = os.path.join(ROOT, "library")
OCTAVE_M = "/usr/share/octave/7.3.0/m"
OCTAVE_TESTS = "/usr/share/octave/7.3.0/etc/tests"
BLOCKS = os.path.join(HERE, "blocks")
# Test files of builtins Octave writes in C++ (its files and folders), by
# the name their blocks file takes.
BUILTIN_TESTS = {
    "file-io.cc": "libinterp/corefcn/file-io.cc-tst",
    "dirfns.cc": "libinterp/corefcn/dirfns.cc-tst",
    "load-save.cc": "libinterp/corefcn/load-save.cc-tst",
    "dlmread.cc": "libinterp/corefcn/dlmread.cc-tst",
    "io.tst": "fixed/io.tst",
    "data.cc": "libinterp/corefcn/data.cc-tst",
    "mappers.cc": "libinterp/corefcn/mappers.cc-tst",
    "strfns.cc": "libinterp/corefcn/strfns.cc-tst",
    "regexp.cc": "libinterp/corefcn/regexp.cc-tst",
    "cellfun.cc": "libinterp/corefcn/cellfun.cc-tst",
    "find.cc": "libinterp/corefcn/find.cc-tst",
    "max.cc": "libinterp/corefcn/max.cc-tst",
    "strfind.cc": "libinterp/corefcn/strfind.cc-tst",
    "sub2ind.cc": "libinterp/corefcn/sub2ind.cc-tst",
    "tril.cc": "libinterp/corefcn/tril.cc-tst",
    "bitfcns.cc": "libinterp/corefcn/bitfcns.cc-tst",
    "typecast.cc": "libinterp/corefcn/typecast.cc-tst",
    "hess.cc": "libinterp/corefcn/hess.cc-tst",
    "schur.cc": "libinterp/corefcn/schur.cc-tst",
    "sqrtm.cc": "libinterp/corefcn/sqrtm.cc-tst",
    "rcond.cc": "libinterp/corefcn/rcond.cc-tst",
    "sylvester.cc": "libinterp/corefcn/sylvester.cc-tst",
    "givens.cc": "libinterp/corefcn/givens.cc-tst",
    "convhulln.cc": "libinterp/dldfcn/convhulln.cc-tst",
    "chol.cc": "libinterp/corefcn/chol.cc-tst",
    "hex2num.cc": "libinterp/corefcn/hex2num.cc-tst",
    "conv2.cc": "libinterp/corefcn/conv2.cc-tst",
    "lookup.cc": "libinterp/corefcn/lookup.cc-tst",
    "utils.cc": "libinterp/corefcn/utils.cc-tst",
    "hash.cc": "libinterp/corefcn/hash.cc-tst",
    "rand.cc": "libinterp/corefcn/rand.cc-tst",
    "variables.cc": "libinterp/corefcn/variables.cc-tst",
    "help.cc": "libinterp/corefcn/help.cc-tst",
    "syscalls.cc": "libinterp/corefcn/syscalls.cc-tst",
    "dassl.cc": "libinterp/corefcn/dassl.cc-tst",
    "error.cc": "libinterp/corefcn/error.cc-tst",
    "Cell.cc": "libinterp/corefcn/Cell.cc-tst",
    "oct-map.cc": "libinterp/corefcn/oct-map.cc-tst",
    "bsxfun.cc": "libinterp/corefcn/bsxfun.cc-tst",
    "filter.cc": "libinterp/corefcn/filter.cc-tst",
    "kron.cc": "libinterp/corefcn/kron.cc-tst",
    "eig.cc": "libinterp/corefcn/eig.cc-tst",
    "dot.cc": "libinterp/corefcn/dot.cc-tst",
    "gcd.cc": "libinterp/corefcn/gcd.cc-tst",
    "besselj.cc": "libinterp/corefcn/besselj.cc-tst",
    "ellipj.cc": "libinterp/corefcn/ellipj.cc-tst",
    "time.cc": "libinterp/corefcn/time.cc-tst",
    "error.cc": "libinterp/corefcn/error.cc-tst",
    "toplev.cc": "libinterp/corefcn/toplev.cc-tst",
    "pr-output.cc": "libinterp/corefcn/pr-output.cc-tst",
    "ov.cc": "libinterp/octave-value/ov.cc-tst",
    "ov-struct.cc": "libinterp/octave-value/ov-struct.cc-tst",
    "ov-cell.cc": "libinterp/octave-value/ov-cell.cc-tst",
    "ov-range.cc": "libinterp/octave-value/ov-range.cc-tst",
    "ov-str-mat.cc": "libinterp/octave-value/ov-str-mat.cc-tst",
    "ov-fcn-handle.cc": "libinterp/octave-value/ov-fcn-handle.cc-tst",
    "ov-bool-mat.cc": "libinterp/octave-value/ov-bool-mat.cc-tst",
    "ov-null-mat.cc": "libinterp/octave-value/ov-null-mat.cc-tst",
    "ov-base.cc": "libinterp/octave-value/ov-base.cc-tst",
    "ov-usr-fcn.cc": "libinterp/octave-value/ov-usr-fcn.cc-tst",
    "jsonencode.cc": "libinterp/corefcn/jsonencode.cc-tst",
    "jsondecode.cc": "libinterp/corefcn/jsondecode.cc-tst",
    "jsonencode_BIST.tst": "fixed/json/jsonencode_BIST.tst",
    "jsondecode_BIST.tst": "fixed/json/jsondecode_BIST.tst",
    "mgorth.cc": "libinterp/corefcn/mgorth.cc-tst",
    "sysdep.cc": "libinterp/corefcn/sysdep.cc-tst",
    "getrusage.cc": "libinterp/corefcn/getrusage.cc-tst",
    "index.tst": "fixed/index.tst",
    "range.tst": "fixed/range.tst",
    "single-index.tst": "fixed/single-index.tst",
    "struct.tst": "fixed/struct.tst",
    "for.tst": "fixed/for.tst",
    "if.tst": "fixed/if.tst",
    "switch.tst": "fixed/switch.tst",
    "while.tst": "fixed/while.tst",
    "try.tst": "fixed/try.tst",
    "unwind.tst": "fixed/unwind.tst",
    "null-assign.tst": "fixed/null-assign.tst",
    "logical-index.tst": "fixed/logical-index.tst",
    "slice.tst": "fixed/slice.tst",
    "integer.tst": "fixed/integer.tst",
    "transpose.tst": "fixed/transpose.tst",
    "recursion.tst": "fixed/recursion.tst",
    "complex.tst": "fixed/complex.tst",
    "line-continue.tst": "fixed/line-continue.tst",
    "global.tst": "fixed/global.tst",
    "error.tst": "fixed/error.tst",
    "eval-catch.tst": "fixed/eval-catch.tst",
    "return.tst": "fixed/return.tst",
    "func.tst": "fixed/func.tst",
    "args.tst": "fixed/args.tst",
    "parser.tst": "fixed/parser.tst",
    "command.tst": "fixed/command.tst",
    "conv.tst": "fixed/conv.tst",
    "diag-perm.tst": "fixed/diag-perm.tst",
    "prefer.tst": "fixed/prefer.tst",
    "bc-overloads.tst": "fixed/bc-overloads.tst",
    "eval-command.tst": "fixed/eval-command.tst",
    "sparse.tst": "fixed/sparse.tst",
    "sparse-assign.tst": "fixed/sparse-assign.tst",
    "leftdiv.tst": "fixed/leftdiv.tst",
    "colormaps.tst": "fixed/colormaps.tst",
    "inline-fcn.tst": "fixed/inline-fcn.tst",
    "quad.cc": "libinterp/corefcn/quad.cc-tst",
    "quadcc.cc": "libinterp/corefcn/quadcc.cc-tst",
    "lsode.cc": "libinterp/corefcn/lsode.cc-tst",
    "colloc.cc": "libinterp/corefcn/colloc.cc-tst",
    "matrix_type.cc": "libinterp/corefcn/matrix_type.cc-tst",
    "amd.cc": "libinterp/corefcn/amd.cc-tst",
    "colamd.cc": "libinterp/corefcn/colamd.cc-tst",
    "dmperm.cc": "libinterp/corefcn/dmperm.cc-tst",
    "spparms.cc": "libinterp/corefcn/spparms.cc-tst",
    "qr.cc": "libinterp/corefcn/qr.cc-tst",
    "qz.cc": "libinterp/corefcn/qz.cc-tst",
    "ordqz.cc": "libinterp/corefcn/ordqz.cc-tst",
    "ordschur.cc": "libinterp/corefcn/ordschur.cc-tst",
}
BATCH_TIMEOUT = 300
# Build features of the Octave that regen.py runs (Debian's 7.3): a `%!testif`
# block that needs only these runs as a `%!test`.
AVAILABLE_FEATURES = {"HAVE_SUNDIALS", "HAVE_RAPIDJSON", "HAVE_AMD", "HAVE_COLAMD", "HAVE_CXSPARSE", "HAVE_QHULL"}


def declared_names():
    text = open(TABLE).read()
    body = text[text.index("decls! {") :]
    body = re.sub(r"//[^\n]*", "", body)
    return sorted(set(re.findall(r'"([A-Za-z_][A-Za-z_0-9]*)"', body)))


def library_names():
    """The public functions of matc's MATLAB library (library/FOLDER/NAME.m)."""
    names = set()
    for root, dirs, files in os.walk(LIBRARY):
        dirs[:] = [d for d in dirs if d != "private"]
        names.update(f[:-2] for f in files if f.endswith(".m"))
    return sorted(names)


def octave_mfiles():
    found = {}
    for root, dirs, files in os.walk(OCTAVE_M):
        dirs[:] = sorted(d for d in dirs if not d.startswith("@") and d != "private")
        for f in sorted(files):
            if f.endswith(".m"):
                found.setdefault(f[:-2], os.path.join(root, f))
    return found


def test_body(path):
    """The `%!` lines of a file without their prefix, as Octave's test.m reads them."""
    lines = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for ln in f:
            if ln.startswith("%!"):
                lines.append(ln[2:] if ln.endswith("\n") else ln[2:] + "\n")
    return "".join(lines)


def split_blocks(body):
    """Blocks start at lines whose first character is not white space (test.m)."""
    blocks = []
    cur = None
    for ln in body.splitlines(keepends=True):
        if ln[:1] and not ln[:1].isspace():
            if cur is not None:
                blocks.append(cur)
            cur = ln
        elif cur is not None:
            cur += ln
    if cur is not None:
        blocks.append(cur)
    return [b[:-1] if b.endswith("\n") else b for b in blocks]


def split_type(block):
    m = re.match(r"[A-Za-z]*", block)
    return m.group(0), block[m.end() :]


def get_bug_id(code):
    """Strips `<BUG-ID>`; returns (bug id or None, fixed?, rest)."""
    s = code.lstrip()
    if s.startswith("<") and ">" in s:
        close = s.index(">")
        bug = s[1:close]
        fixed = bug.startswith("*")
        return bug.lstrip("*"), fixed, s[close + 1 :]
    return None, False, code


def get_pattern(code):
    """Strips `<PATTERN>` or `id=ID`; returns (pattern, id, rest)."""
    s = code.lstrip()
    if s.startswith("<") and ">" in s:
        close = s.index(">")
        return s[1:close], None, s[close + 1 :]
    if s.startswith("id="):
        m = re.match(r"id=(\S*)", s)
        return ".", m.group(1), s[m.end() :]
    return ".", None, code


def function_name(block):
    m = re.match(r"function\s+(?:(?:\[[^\]]*\]|[A-Za-z_]\w*)\s*=\s*)?([A-Za-z_][\w.]*)", block)
    return m.group(1) if m else None


def quote(s):
    return "'" + s.replace("'", "''") + "'"


def indent(code):
    lines = code.strip("\n").splitlines()
    if len(lines) == 1:
        lines[0] = lines[0].strip()
    return "\n".join(("  " + l) if l.strip() else "" for l in lines)


CHECK_ERROR = """
function octtest_check_error (err, pattern, id)
  if (! isempty (id))
    if (! strcmp (err.identifier, id))
      error ('octtest: expected error id %s, but got <%s> (%s)', id, err.identifier, err.message);
    end
  elseif (isempty (regexp (strtrim (err.message), pattern, 'once')))
    error ('octtest: expected error <%s>, but got <%s>', pattern, err.message);
  end
end
"""

CHECK_WARNING = """
function octtest_check_warning (msg, ident, pattern, id)
  if (isempty (msg))
    error ('octtest: expected warning <%s>, but got no warning', pattern);
  elseif (! isempty (id))
    if (! strcmp (ident, id))
      error ('octtest: expected warning id %s, but got <%s> (%s)', id, ident, msg);
    end
  elseif (isempty (regexp (strtrim (msg), pattern, 'once')))
    error ('octtest: expected warning <%s>, but got <%s>', pattern, msg);
  end
end
"""

# Octave's testfun/fail.m, the part the tests use, for the `%!fail` blocks.
FAIL = """
function fail (code, pattern, warnpattern)
  if (nargin < 2)
    pattern = '';
  end
  if (strcmp (pattern, 'warning'))
    if (nargin < 3)
      warnpattern = '';
    end
    lastwarn ('');
    evalin ('caller', [code ';']);
    msg = lastwarn ();
    if (isempty (msg) || isempty (regexp (msg, warnpattern, 'once')))
      error ('octtest: expected warning <%s>, but got <%s>', warnpattern, msg);
    end
    return;
  end
  try
    evalin ('caller', [code ';']);
  catch err
    if (isempty (regexp (err.message, pattern, 'once')))
      error ('octtest: expected error <%s>, but got <%s>', pattern, err.message);
    end
    return;
  end
  error ('octtest: expected error <%s>, but got no error', pattern);
end
"""


def program(shared_vars, shared_init, body, helpers, functions):
    """shared_init: the %!shared block's code, then earlier %!test bodies,
    each run as test.m does: in a function of the shared variables that
    hands them back, its failure leaving them as they were."""
    parts = ["function octtest"]
    for v in shared_vars:
        parts.append(f"  {v} = [];")
    setups = []
    for k, init in enumerate(shared_init):
        if not init.strip():
            continue
        if k == 0:
            parts.append(indent(init))
            continue
        name = f"octtest_before_{k}"
        vs = ", ".join(shared_vars)
        parts.append(f"  try\n    [{vs}] = {name} ({vs});\n  catch\n  end")
        setups.append(f"\nfunction [{vs}] = {name} ({vs})\n{indent(init)}\nend\n")
    parts.append(body)
    parts.append("end")
    text = "\n".join(parts) + "\n" + "".join(setups)
    for h in helpers:
        text += h
    for f in functions:
        text += "\n" + f.strip("\n") + "\n"
        last = f.strip().splitlines()[-1].strip() if f.strip() else ""
        if not re.match(r"^(endfunction|end)\s*(;|[%#].*)?$", last):
            text += "endfunction\n"
    return text


def blocks_of(path):
    """Yields (kind, program or None) for every block of the file's tests."""
    shared_vars, shared_init = [], []
    functions = {}
    for block in split_blocks(test_body(path)):
        kind, code = split_type(block)
        if kind == "" and block.startswith(("#", "%")):
            continue
        fns = list(functions.values())
        if kind == "shared":
            first, _, rest = code.partition("\n")
            first = re.split(r"[%#]", first)[0]
            shared_vars = [v.strip() for v in first.split(",") if v.strip()]
            shared_init = [rest]
            continue
        if kind == "function":
            name = function_name(block)
            if name:
                functions[name] = block
            continue
        if kind == "endfunction":
            continue
        if kind == "testif":
            first, _, rest = code.partition("\n")
            features = [f.strip() for f in first.split(",")]
            if ";" not in first and all(f in AVAILABLE_FEATURES for f in features):
                kind, code = "test", rest
        if kind in ("assert", "fail", "test"):
            bug, fixed, rest = get_bug_id(code)
            if bug is not None and not fixed:
                yield kind, None
                continue
            stmt = (kind + rest) if kind != "test" else rest
            helpers = [FAIL] if re.search(r"\bfail\s*\(", stmt) and "fail" not in functions else []
            yield kind, program(shared_vars, shared_init, indent(stmt), helpers, fns)
            # test.m hands the shared variables a test assigns on to the next tests.
            if kind == "test" and any(
                re.search(r"(^|[;,\s\[])" + re.escape(v) + r"\s*(\([^)]*\))?\s*=[^=]", rest, re.M)
                for v in shared_vars
            ):
                shared_init = shared_init + [rest]
        elif kind == "error":
            pattern, ident, rest = get_pattern(code)
            body = "\n".join(
                [
                  "  octtest_raised = false;",
                  "  try",
                  indent(indent(rest)),
                  "  catch octtest_err",
                  "    octtest_raised = true;",
                  f"    octtest_check_error (octtest_err, {quote(pattern)}, {quote(ident or '')});",
                  "  end",
                  "  if (! octtest_raised)",
                  f"    error ('octtest: expected error %s, but got no error', {quote('<' + pattern + '>' if ident is None else 'id=' + ident)});",
                  "  end",
                ]
            )
            yield kind, program(shared_vars, shared_init, body, [CHECK_ERROR], fns)
        elif kind == "warning":
            pattern, ident, rest = get_pattern(code)
            body = "\n".join(
                [
                    "  lastwarn ('');",
                    indent(rest),
                    "  [octtest_msg, octtest_id] = lastwarn ();",
                    f"  octtest_check_warning (octtest_msg, octtest_id, {quote(pattern)}, {quote(ident or '')});",
                ]
            )
            yield kind, program(shared_vars, shared_init, body, [CHECK_WARNING], fns)
        else:
            # xtest, testif, demo and unknown block types
            yield kind or "unknown", None


def octave_verdicts(progs):
    """Runs the programs (id -> text) in Octave; returns id -> 'pass' or 'fail'."""
    verdicts = {}
    pending = sorted(progs)
    with tempfile.TemporaryDirectory(prefix="octtests-") as tmp:
        for i in pending:
            name = f"t_{i:04d}"
            text = progs[i].replace("function octtest\n", f"function {name}\n", 1)
            with open(os.path.join(tmp, name + ".m"), "w") as f:
                f.write(text)
        while pending:
            report = os.path.join(tmp, "verdicts.txt")
            if os.path.exists(report):
                os.remove(report)
            names = ", ".join(f"'t_{i:04d}'" for i in pending)
            driver = f"""
addpath ('{tmp}');
fid = fopen ('{report}', 'w');
names = {{{names}}};
for k = 1:numel (names)
  cd ('{tmp}');
  fprintf (fid, '%s start\\n', names{{k}});
  fflush (fid);
  try
    feval (names{{k}});
    fprintf (fid, '%s pass\\n', names{{k}});
  catch e
    fprintf (fid, '%s fail\\n', names{{k}});
  end
  fflush (fid);
  close all;
end
fclose (fid);
"""
            work = tempfile.mkdtemp(prefix="octtests-cwd-")
            env = dict(os.environ, LC_ALL="C")
            env.pop("DISPLAY", None)
            try:
                subprocess.run(
                    ["octave", "-qf", "--no-gui", "--norc", "--no-window-system", "--eval", driver],
                    cwd=work,
                    env=env,
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                    timeout=BATCH_TIMEOUT,
                )
            except subprocess.TimeoutExpired:
                pass
            shutil.rmtree(work, ignore_errors=True)
            started = None
            if os.path.exists(report):
                for ln in open(report):
                    name, _, what = ln.strip().partition(" ")
                    i = int(name[2:])
                    if what == "start":
                        started = i
                    else:
                        verdicts[i] = what
                        started = None
            if started is not None:
                verdicts[started] = "fail"  # hung or crashed Octave
            rest = [i for i in pending if i not in verdicts]
            if len(rest) == len(pending):
                for i in rest:
                    verdicts[i] = "fail"
                break
            pending = rest
    return verdicts


def main():
    only = set(sys.argv[1:])
    mfiles = octave_mfiles()
    for name, rel in BUILTIN_TESTS.items():
        mfiles[name] = os.path.join(OCTAVE_TESTS, rel)
    wanted = sorted(set(declared_names() + library_names())) + sorted(BUILTIN_TESTS)
    names = [n for n in wanted if n in mfiles and (not only or n in only)]
    os.makedirs(BLOCKS, exist_ok=True)
    if not only:
        for f in os.listdir(BLOCKS):
            if f.endswith(".blocks") and f[: -len(".blocks")] not in names:
                os.remove(os.path.join(BLOCKS, f))
    for name in names:
        path = mfiles[name]
        blocks = list(blocks_of(path))
        progs = {i + 1: p for i, (_, p) in enumerate(blocks) if p is not None}
        verdicts = octave_verdicts(progs) if progs else {}
        out = os.path.join(BLOCKS, name + ".blocks")
        if not blocks:
            if os.path.exists(out):
                os.remove(out)
            continue
        rel = os.path.relpath(path, OCTAVE_TESTS if name in BUILTIN_TESTS else OCTAVE_M)
        with open(out, "w") as f:
            f.write(f"# Octave 7.3's test blocks of {rel}; written by tests/octave_tests/regen.py\n")
            for i, (kind, p) in enumerate(blocks, 1):
                verdict = verdicts.get(i, "skip") if p is not None else "skip"
                f.write(f"#= {name} {i} {verdict} {kind}\n")
                if p is not None:
                    f.write(p)
        npass = sum(1 for v in verdicts.values() if v == "pass")
        print(f"{name}: {len(blocks)} blocks, {len(progs)} run, Octave passes {npass}", flush=True)


if __name__ == "__main__":
    main()
