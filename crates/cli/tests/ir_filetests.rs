//! IR filetests, after Cranelift's `.clif` tests: each `tests/mir/*.mir` and
//! `tests/lir/*.lir` file holds IR as `matc ir` (`--lir`) prints it, a
//! `; test:` line naming what to run on it, and `; check:`, `; nextln:`,
//! `; not:` ... lines that what it prints must match (the directives of the
//! `filecheck` crate, which Cranelift's filetests use).
//!
//! | `; test:` | on | prints |
//! | --- | --- | --- |
//! | `verify` | MIR, LIR | per function or region, `ok` or the verifier's error |
//! | `pass NAME...` | MIR | the functions after the named `mir::passes` |
//! | `types [ARGS]` | MIR | `analysis::types::dump` (class, shape, range), the entry's arguments as `matc run` takes them |
//! | `copies` | MIR | where `analysis::copies` copies and updates in place |
//! | `storage [ARGS]` | MIR | `analysis::storage`'s groups of more than one value (GCTD), each with its color, size and maximal members, and the function's reduction |
//! | `prealloc` | MIR | `analysis::prealloc`'s hints: the array a loop grows, how, and the size it reaches |
//! | `liveness` | MIR | `mir::liveness`: per block, the values live on entry and on exit |
//! | `lir [ARGS]` | MIR | the regions the native tier lowers (`matc ir --lir`) |
//! | `read` | LIR | the regions read and printed again, or the reader's error |
//! | `run` | LIR | per `; run: %V = VALUE, ...` line, the JIT running the region: the exit taken and what it writes back |
//!
//! Directives start a line; other lines starting `;;` are comments. A file
//! with no check fails, so that every file tests something. Run one file
//! with `MATC_FILETEST=NAME cargo test -p matc --test ir_filetests`.

use std::fmt::Write;
use std::path::{Path, PathBuf};

/// The directives `filecheck` knows, and the runner's own.
const CHECKS: &[&str] = &["check", "sameln", "nextln", "unordered", "not", "regex"];

#[test]
fn ir_filetests() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests");
    let only = std::env::var("MATC_FILETEST").ok();
    let mut files: Vec<PathBuf> = Vec::new();
    for (dir, ext) in [("mir", "mir"), ("lir", "lir")] {
        for e in std::fs::read_dir(root.join(dir)).expect("read filetest folder") {
            let p = e.expect("list filetest folder").path();
            if p.extension().is_some_and(|x| x == ext) {
                files.push(p);
            }
        }
    }
    files.sort();
    assert!(files.len() >= 15, "only {} filetests", files.len());
    let mut failures = Vec::new();
    let mut ran = 0;
    for f in &files {
        let name = f.file_name().unwrap_or_default().to_string_lossy();
        if only.as_deref().is_some_and(|o| !name.contains(o)) {
            continue;
        }
        ran += 1;
        if let Err(e) = run_file(f) {
            let shown = f.strip_prefix(&root).unwrap_or(f);
            failures.push(format!("tests/{}: {e}", shown.display()));
        }
    }
    assert!(ran > 0, "no filetest matches MATC_FILETEST");
    assert!(
        failures.is_empty(),
        "{} of {ran} filetests failed:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// A filetest split into its parts.
struct FileTest {
    /// The `; test:` line's words.
    command: Vec<String>,
    /// The IR, with each line's 1-based line number in the file.
    ir: String,
    ir_lines: Vec<usize>,
    /// `filecheck` directives with their line numbers.
    checks: Vec<(usize, String)>,
    /// The inputs of each `; run:` line.
    runs: Vec<(usize, String)>,
}

fn split(text: &str) -> Result<FileTest, String> {
    let mut t = FileTest {
        command: Vec::new(),
        ir: String::new(),
        ir_lines: Vec::new(),
        checks: Vec::new(),
        runs: Vec::new(),
    };
    for (k, line) in text.lines().enumerate() {
        let n = k + 1;
        if line.starts_with(";;") {
            continue;
        }
        let directive = line
            .strip_prefix("; ")
            .and_then(|d| d.split_once(':'))
            .filter(|(w, _)| *w == "test" || *w == "run" || CHECKS.contains(w));
        match directive {
            Some(("test", c)) if t.command.is_empty() => {
                t.command = c.split_whitespace().map(String::from).collect();
            }
            Some(("test", _)) => return Err(format!("line {n}: a second '; test:' line")),
            Some(("run", r)) => t.runs.push((n, r.trim().to_string())),
            Some(_) => t.checks.push((n, line[2..].to_string())),
            None => {
                t.ir.push_str(line);
                t.ir.push('\n');
                t.ir_lines.push(n);
            }
        }
    }
    if t.command.is_empty() {
        return Err("no '; test:' line".into());
    }
    if t.checks.is_empty() {
        return Err("no '; check:' line: the test could not fail".into());
    }
    Ok(t)
}

fn run_file(path: &Path) -> Result<(), String> {
    let lir = path.extension().is_some_and(|x| x == "lir");
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let t = split(&text);
    if std::env::var_os("MATC_FILETEST_PRINT").is_some() && t.is_err() {
        // A file being written: show what it prints before its checks.
        let mut draft = text.clone();
        draft.push_str("; check: \n");
        let output = split(&draft).and_then(|t| if lir { run_lir(&t) } else { run_mir(&t) });
        eprintln!(
            "--- {} ---\n{}",
            path.display(),
            output.unwrap_or_else(|e| e)
        );
    }
    let t = t?;
    let output = if lir { run_lir(&t)? } else { run_mir(&t)? };
    if std::env::var_os("MATC_FILETEST_PRINT").is_some() {
        eprintln!("--- {} ---\n{output}", path.display());
    }
    let mut b = filecheck::CheckerBuilder::new();
    for (n, d) in &t.checks {
        b.directive(d).map_err(|e| format!("line {n}: {e}"))?;
    }
    let checker = b.finish();
    let (ok, explained) = checker
        .explain(&output, filecheck::NO_VARIABLES)
        .map_err(|e| e.to_string())?;
    if ok {
        return Ok(());
    }
    // The first directive that failed: a check missed or a `not` matched.
    let failed = explained.lines().find_map(|l| {
        let rest = l
            .strip_prefix("Missed #")
            .or_else(|| l.strip_prefix("Matched #").filter(|r| r.contains(" not:")))?;
        let k: usize = rest.split([':', ' ']).next()?.parse().ok()?;
        t.checks.get(k)
    });
    let at = match failed {
        Some((n, d)) => format!("line {n}: {d}"),
        None => "a check failed".into(),
    };
    Err(format!(
        "{at}\n--- output ---\n{output}--- filecheck ---\n{explained}"
    ))
}

/// A reader's error, at its line of the file.
fn at_file_line(t: &FileTest, line: usize, message: &str) -> String {
    let n = t.ir_lines.get(line.saturating_sub(1)).copied().unwrap_or(0);
    format!("line {n}: {message}")
}

fn run_mir(t: &FileTest) -> Result<String, String> {
    let mut prog =
        mir::parse::parse_program(&t.ir).map_err(|e| at_file_line(t, e.line, &e.message))?;
    let listed: Vec<mir::ir::FuncId> = (0..prog.functions.len())
        .map(|k| mir::ir::FuncId(k as u32))
        .filter(|f| !prog.func(*f).blocks.is_empty())
        .collect();
    let args = &t.command[1..];
    let mut out = String::new();
    match t.command[0].as_str() {
        "verify" => {
            for &f in &listed {
                let func = prog.func(f);
                match mir::verify::verify(func) {
                    Ok(()) => writeln!(out, "function {}: ok", func.name),
                    Err(e) => writeln!(out, "function {}: {e}", func.name),
                }
                .unwrap();
            }
        }
        "pass" => {
            let passes: Vec<&mir::passes::Pass> = args
                .iter()
                .map(|a| {
                    mir::passes::DEFAULT_PASSES
                        .iter()
                        .find(|p| p.name == a)
                        .ok_or(format!("no pass named {a}"))
                })
                .collect::<Result<_, _>>()?;
            for &f in &listed {
                for p in &passes {
                    let func = &mut prog.functions[f.0 as usize];
                    (p.run)(func);
                    if let Err(e) = mir::verify::verify(func) {
                        writeln!(out, "after {} on {}: {e}", p.name, func.name).unwrap();
                    }
                }
            }
            for &f in &listed {
                out.push_str(&mir::print::function_to_string(&prog, f));
                out.push('\n');
            }
        }
        "types" => out = analysis::types::dump(&prog, &types_facts(&prog, args)),
        "storage" => {
            let facts = types_facts(&prog, args);
            for &f in &listed {
                let plan = analysis::storage::plan(prog.func(f), facts.func(f));
                storage_plan(prog.func(f), &plan, &mut out);
            }
        }
        "prealloc" => {
            for &f in &listed {
                prealloc_hints(prog.func(f), &mut out);
            }
        }
        "liveness" => {
            for &f in &listed {
                let func = prog.func(f);
                let live = mir::liveness::liveness(func);
                writeln!(out, "function {}", func.name).unwrap();
                for b in 0..func.blocks.len() {
                    let set = |s: &mir::liveness::ValueSet| {
                        s.iter().map(|v| format!(" %{}", v.0)).collect::<String>()
                    };
                    writeln!(out, "  bb{b} in:{}", set(&live.live_in[b])).unwrap();
                    writeln!(out, "  bb{b} out:{}", set(&live.live_out[b])).unwrap();
                }
            }
        }
        "copies" => {
            let mut copies = analysis::copies::CopyAnalysis::new();
            for &f in &listed {
                copy_plan(&prog, f, &copies.plan(&prog, f), &mut out);
            }
        }
        "lir" => {
            let loader = mir::Loader::new(Box::new(runtime::builtins::is_builtin));
            out = exec::native::lir_listing(prog, loader, &listed, args);
        }
        other => return Err(format!("no MIR test named {other}")),
    }
    Ok(out)
}

/// The types analysis from the entry, with `args` (as `matc run` takes
/// them) for its arguments when there are any.
fn types_facts(prog: &mir::ir::Program, args: &[String]) -> analysis::types::TypeFacts {
    let entry: Vec<analysis::types::AbsValue> = args
        .iter()
        .map(|a| analysis::types::AbsValue::of_cli_arg(a))
        .collect();
    if entry.is_empty() {
        analysis::types::analyze(prog)
    } else {
        analysis::types::analyze_with_args(prog, Some(&entry))
    }
}

/// The groups of a GCTD plan that share storage, and its Table 2 row.
fn storage_plan(func: &mir::ir::Function, plan: &analysis::storage::StoragePlan, out: &mut String) {
    let vals =
        |vs: &[mir::ir::ValueId]| vs.iter().map(|v| format!(" %{}", v.0)).collect::<String>();
    writeln!(out, "function {}", func.name).unwrap();
    for g in plan.groups.iter().filter(|g| g.members.len() > 1) {
        let size = match g.size {
            analysis::storage::Size::Static(b) => format!("{b} bytes"),
            analysis::storage::Size::Symbolic => "symbolic".to_string(),
        };
        writeln!(
            out,
            "  color {} ({size}):{}; maximal:{}",
            g.color,
            vals(&g.members),
            vals(&g.maximal)
        )
        .unwrap();
    }
    let r = plan.reduction();
    writeln!(
        out,
        "  values {}, typed {}, subsumed statically {}, dynamically {}, bytes saved {}",
        r.original, r.typed, r.static_reduced, r.dynamic_reduced, r.bytes_reduced
    )
    .unwrap();
}

/// Where a loop grows an array, and the size to reserve when it is entered.
fn prealloc_hints(func: &mir::ir::Function, out: &mut String) {
    use analysis::prealloc::{FinalSize, Growth};
    writeln!(out, "function {}", func.name).unwrap();
    for h in analysis::prealloc::hints(func) {
        let by = match h.growth {
            Growth::Elements => "elements",
            Growth::Columns => "columns",
        };
        let size = match h.size {
            FinalSize::MaxOfIter(v) => format!("max(current, max(%{}))", v.0),
            FinalSize::PlusCount(v) => format!("current + %{}", v.0),
        };
        writeln!(
            out,
            "  bb{}: %{} grows by {by} at i{} (counter %{}); reserve {size}",
            h.header.0, h.array.0, h.inst.0, h.counter.0
        )
        .unwrap();
    }
}

/// Where a copy plan copies, and which updates it does in place.
fn copy_plan(
    prog: &mir::ir::Program,
    f: mir::ir::FuncId,
    p: &analysis::copies::Plan,
    out: &mut String,
) {
    let func = prog.func(f);
    let text = |i: mir::ir::InstId| mir::print::inst_text(Some(prog), func, &func.inst(i).kind);
    writeln!(out, "function {}", func.name).unwrap();
    for &(i, k) in &p.copy_at {
        writeln!(out, "  copy operand {k} at i{}: {}", i.0, text(i)).unwrap();
    }
    for (i, vs) in &p.after_inst {
        for v in vs {
            writeln!(out, "  copy {v} after i{}: {}", i.0, text(*i)).unwrap();
        }
    }
    for (b, es) in &p.edge_copies {
        for e in es {
            writeln!(
                out,
                "  copy on the edge {b} -> {} into parameter {}",
                e.target, e.param
            )
            .unwrap();
        }
    }
    for &(i, k) in &p.in_place {
        writeln!(out, "  in place operand {k} at i{}: {}", i.0, text(i)).unwrap();
    }
    for i in &p.unique.updates {
        writeln!(out, "  unique update at i{}: {}", i.0, text(*i)).unwrap();
    }
    for (b, es) in &p.unique.edge_checks {
        for e in es {
            writeln!(
                out,
                "  unique test on the edge {b} -> {} of parameter {}",
                e.target, e.param
            )
            .unwrap();
        }
    }
}

fn run_lir(t: &FileTest) -> Result<String, String> {
    let read = lir::parse::regions(&t.ir);
    let mut out = String::new();
    match t.command[0].as_str() {
        "read" => match read {
            Ok(rs) => rs.iter().for_each(|r| out.push_str(&r.to_string())),
            Err(e) => writeln!(out, "{}", at_file_line(t, e.line, &e.message)).unwrap(),
        },
        "verify" => {
            for r in read.map_err(|e| at_file_line(t, e.line, &e.message))? {
                match lir::verify(&r) {
                    Ok(()) => writeln!(out, "region {}: ok", r.func),
                    Err(e) => writeln!(out, "region {}: {e}", r.func),
                }
                .unwrap();
            }
        }
        "run" => {
            let rs = read.map_err(|e| at_file_line(t, e.line, &e.message))?;
            let [r] = rs.as_slice() else {
                return Err("a run test holds one region".into());
            };
            if t.runs.is_empty() {
                return Err("no '; run:' line".into());
            }
            let c = match jit::compile(r, exec::native::helpers(), &jit::Debug::default()) {
                Ok(c) => c,
                Err(e) => return Ok(format!("compile error: {e}\n")),
            };
            for (n, inputs) in &t.runs {
                writeln!(out, "run {inputs}").unwrap();
                run_once(r, &c, inputs, &mut out).map_err(|e| format!("line {n}: {e}"))?;
            }
        }
        other => return Err(format!("no LIR test named {other}")),
    }
    Ok(out)
}

/// Runs the compiled region on `inputs` (`%V = VALUE, ...`, one per input
/// of the region) and prints the exit taken and what is written back there.
fn run_once(
    r: &lir::Region,
    c: &jit::Compiled,
    inputs: &str,
    out: &mut String,
) -> Result<(), String> {
    let given: Vec<(u32, &str)> = inputs
        .split(", %")
        .map(|a| -> Result<(u32, &str), String> {
            let a = a.strip_prefix('%').unwrap_or(a);
            let (v, x) = a
                .split_once(" = ")
                .ok_or(format!("expected %V = VALUE, not {a:?}"))?;
            Ok((
                v.parse().map_err(|_| format!("bad value number {v:?}"))?,
                x.trim(),
            ))
        })
        .collect::<Result<_, String>>()?;
    let mut buf = vec![0u64; c.layout.len];
    // The arrays' storage, alive while the region runs.
    let mut arrays: Vec<(u32, usize, usize, Vec<f64>)> = Vec::new();
    let mut chars: Vec<Vec<u8>> = Vec::new();
    for (k, inp) in r.inputs.iter().enumerate() {
        let at = c.layout.inputs[k];
        let x = given
            .iter()
            .find(|(v, _)| *v == inp.v)
            .map(|(_, x)| *x)
            .ok_or(format!("no value for input %{}", inp.v))?;
        match inp.ty {
            lir::Ty::F64 => buf[at] = scalar(x)?.to_bits(),
            lir::Ty::Bool => buf[at] = u64::from(x == "true"),
            lir::Ty::Char => {
                buf[at] = f64::from(*quoted(x)?.first().ok_or("empty char")?).to_bits()
            }
            lir::Ty::C64 => {
                let (re, im) = x.split_once(' ').ok_or("a complex input is 'RE IM'")?;
                buf[at] = scalar(re)?.to_bits();
                buf[at + 1] = scalar(im)?.to_bits();
            }
            lir::Ty::Arr => {
                let (rows, cols, data) = matrix(x)?;
                arrays.push((inp.v, rows, cols, data));
                let a = arrays.last_mut().unwrap();
                jit::put_array(&mut buf, at, a.3.as_mut_ptr() as *const u8, 8, (rows, cols));
            }
            lir::Ty::Chars => {
                chars.push(quoted(x)?);
                let s = chars.last().unwrap();
                jit::put_array(&mut buf, at, s.as_ptr(), 1, (1, s.len()));
            }
            lir::Ty::Range => {
                let parts: Vec<f64> = x.split(':').map(scalar).collect::<Result<_, _>>()?;
                let (base, inc, limit) = match parts[..] {
                    [a, b] => (a, 1.0, b),
                    [a, s, b] => (a, s, b),
                    _ => return Err(format!("a range is A:B or A:S:B, not {x:?}")),
                };
                let slot = &mut buf[at..at + 5];
                if !(exec::native::helpers().range)(base, inc, limit, slot.as_mut_ptr()) {
                    return Err(format!("{x} cannot be a lazy range"));
                }
            }
        }
    }
    for &(a, cols) in &r.widths {
        let k = r.inputs.iter().position(|i| i.v == a).unwrap_or(0);
        if buf[c.layout.inputs[k] + 2] != u64::from(cols) {
            return Err(format!("%{a} must have {cols} columns"));
        }
    }
    // SAFETY: `buf` is laid out as `c.layout` says, and the arrays it points
    // to live until the end of this function.
    let exit = unsafe { c.run(&mut buf) } as usize;
    let resume = r
        .resumes
        .get(exit)
        .ok_or(format!("exit {exit} out of range"))?;
    match resume {
        lir::Resume::Inst(i) => writeln!(out, "exit {exit}: before i{i}"),
        lir::Resume::Term(b) => writeln!(out, "exit {exit}: at the end of bb{b}"),
    }
    .unwrap();
    for &d in &r.live[exit] {
        let (v, ty) = r.defs[d];
        let at = c.layout.defs[d];
        let x = f64::from_bits(buf[at]);
        let shown = match ty {
            _ if buf[at] == lir::ABSENT && ty == lir::Ty::F64 => "undefined".to_string(),
            lir::Ty::F64 => num(x),
            lir::Ty::Bool => (buf[at] != 0).to_string(),
            lir::Ty::Char => format!("{:?}", char::from(x as u8)),
            lir::Ty::C64 => format!("{} {}", num(x), num(f64::from_bits(buf[at + 1]))),
            lir::Ty::Range => format!(
                "{}:{}:{} ({} elements)",
                num(x),
                num(f64::from_bits(buf[at + 1])),
                num(f64::from_bits(buf[at + 3])),
                buf[at + 2]
            ),
            lir::Ty::Arr | lir::Ty::Chars => "an array".to_string(),
        };
        writeln!(out, "  %{v} = {shown}").unwrap();
    }
    for (k, ch) in r.chains.iter().enumerate() {
        let version = buf[c.layout.chains[k]];
        let (_, rows, cols, data) = arrays
            .iter()
            .find(|a| a.0 == ch.input)
            .ok_or(format!("updated array %{} is no array input", ch.input))?;
        let rows_text: Vec<String> = (0..*rows)
            .map(|i| {
                (0..*cols)
                    .map(|j| num(data[i + j * rows]))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect();
        writeln!(out, "  %{version} = [{}]", rows_text.join("; ")).unwrap();
    }
    Ok(())
}

/// A double as the checks spell it: `3`, `2.5`, `NaN`, `Inf`, `-Inf`.
fn num(x: f64) -> String {
    if x.is_infinite() {
        if x > 0.0 { "Inf" } else { "-Inf" }.to_string()
    } else {
        format!("{x}")
    }
}

fn scalar(x: &str) -> Result<f64, String> {
    match x {
        "undefined" => Ok(f64::from_bits(lir::ABSENT)),
        "Inf" => Ok(f64::INFINITY),
        "-Inf" => Ok(f64::NEG_INFINITY),
        _ => x.parse().map_err(|_| format!("{x:?} is not a number")),
    }
}

/// `'text'` as bytes.
fn quoted(x: &str) -> Result<Vec<u8>, String> {
    x.strip_prefix('\'')
        .and_then(|s| s.strip_suffix('\''))
        .map(|s| s.as_bytes().to_vec())
        .ok_or(format!("expected 'text', not {x:?}"))
}

/// `[1 2 3; 4 5 6]` as rows, columns and its elements in column order.
fn matrix(x: &str) -> Result<(usize, usize, Vec<f64>), String> {
    let inner = x
        .strip_prefix('[')
        .and_then(|s| s.strip_suffix(']'))
        .ok_or(format!("expected [ROWS], not {x:?}"))?;
    let rows: Vec<Vec<f64>> = inner
        .split(';')
        .map(|r| r.split_whitespace().map(scalar).collect::<Result<_, _>>())
        .collect::<Result<_, _>>()?;
    let rows: Vec<Vec<f64>> = rows.into_iter().filter(|r| !r.is_empty()).collect();
    let cols = rows.first().map_or(0, Vec::len);
    if rows.iter().any(|r| r.len() != cols) {
        return Err(format!("rows of different lengths in {x:?}"));
    }
    let data = (0..cols)
        .flat_map(|j| rows.iter().map(move |r| r[j]))
        .collect();
    Ok((rows.len(), cols, data))
}
