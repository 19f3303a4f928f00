//! `matc specialize`: residuals print exactly what their originals print.
//!
//! - `tests/pe/NAME.m`: each program is specialized as its `% specialize:`
//!   lines say (one flag and its value a line) and run with its `% args:`
//!   (separated by `|`); the original and the residual must both print
//!   `NAME.out`, which `tests/pe/regen.sh` makes by running the ORIGINAL in
//!   GNU Octave.
//! - `../shared/pe`: the paper's subjects, specialized as the paper did;
//!   the residual must print what the original prints under matc (ignored,
//!   and said so, when the folder is absent).

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn matc(dir: &Path, args: &[String]) -> (String, String, bool) {
    let out = Command::new(env!("CARGO_BIN_EXE_matc"))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("run matc");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    )
}

fn scratch(what: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("matc-specialize-{what}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// `matc specialize FILE FLAGS -o OUT`; panics with matc's message on failure.
fn specialize(file: &Path, flags: &[String], out: &Path) -> String {
    let mut args = vec!["specialize".to_string(), file.display().to_string()];
    args.extend(flags.iter().cloned());
    args.push("-o".into());
    args.push(out.display().to_string());
    let (o, e, ok) = matc(Path::new("."), &args);
    assert!(ok, "matc {}: {o}{e}", args.join(" "));
    std::fs::read_to_string(out).unwrap()
}

#[test]
fn pe_programs_residuals_print_what_octave_prints() {
    let dir = root().join("tests/pe");
    let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "m"))
        .collect();
    names.sort();
    assert!(!names.is_empty());
    let mut bad = Vec::new();
    for path in &names {
        let name = path.file_stem().unwrap().to_str().unwrap().to_string();
        let text = std::fs::read_to_string(path).unwrap();
        let mut flags = Vec::new();
        let mut breaks = Vec::new();
        let mut args = vec!["run".to_string(), format!("{name}.m")];
        for line in text.lines() {
            if let Some(f) = line.strip_prefix("% specialize: ") {
                let (flag, value) = f.split_once(' ').unwrap_or((f, ""));
                flags.push(flag.to_string());
                if !value.is_empty() {
                    flags.push(value.to_string());
                }
            }
            if let Some(b) = line.strip_prefix("% breaks: ") {
                let call: Vec<&str> = b.split('|').map(str::trim).collect();
                breaks.push(call.join(", "));
            }
            if let Some(a) = line.strip_prefix("% args: ") {
                args.extend(a.split('|').map(|s| s.trim().to_string()));
            }
        }
        let expected = std::fs::read_to_string(dir.join(format!("{name}.out"))).unwrap();
        let work = scratch(&name);
        let orig_dir = work.join("original");
        let res_dir = work.join("residual");
        std::fs::create_dir_all(&orig_dir).unwrap();
        std::fs::create_dir_all(&res_dir).unwrap();
        std::fs::copy(path, orig_dir.join(format!("{name}.m"))).unwrap();
        let residual = specialize(path, &flags, &res_dir.join(format!("{name}.m")));
        let (orig_out, orig_err, _) = matc(&orig_dir, &args);
        let (res_out, res_err, _) = matc(&res_dir, &args);
        println!("--- {name}: residual\n{residual}");
        if orig_out != expected {
            bad.push(format!(
                "{name}: the original under matc differs from Octave:\n{orig_out}{orig_err}"
            ));
        }
        if res_out != expected || res_err != orig_err {
            bad.push(format!(
                "{name}: the residual printed\n{res_out}{res_err}\nexpected\n{expected}\nresidual:\n{residual}"
            ));
        }
        if !breaks.is_empty() {
            if let Some(b) = breaking_calls_differ(&dir, &res_dir, &name, &breaks) {
                bad.push(b);
            }
        }
        let _ = std::fs::remove_dir_all(&work);
    }
    assert!(bad.is_empty(), "{}", bad.join("\n---\n"));
}

/// Runs each call of `breaks` (which break an assumption of `--assert`) on
/// the residual in `res_dir`, catching the error: what matc says must be
/// what Octave said on the same residual (`NAME.breaks`), and every call
/// must raise the assumption error.
fn breaking_calls_differ(
    dir: &Path,
    res_dir: &Path,
    name: &str,
    breaks: &[String],
) -> Option<String> {
    let driver: String = breaks
        .iter()
        .map(|call| {
            format!(
                "try, {name}({call}); fprintf('no error\\n'); catch e, fprintf('%s: %s\\n', e.identifier, e.message); end\n"
            )
        })
        .collect();
    std::fs::write(res_dir.join("breaks_driver.m"), &driver).unwrap();
    let (out, err, _) = matc(res_dir, &["run".into(), "breaks_driver.m".into()]);
    let expected = std::fs::read_to_string(dir.join(format!("{name}.breaks"))).unwrap_or_default();
    let all_fail = out.lines().count() == breaks.len()
        && out
            .lines()
            .all(|l| l.starts_with("specialize:assumption: "));
    (out != expected || !all_fail).then(|| {
        format!("{name}: the breaking calls printed\n{out}{err}\nexpected (Octave, {name}.breaks)\n{expected}")
    })
}

/// One specialization of a subject of `../shared/pe`, checked with a driver.
struct Case {
    what: &'static str,
    subject: &'static str,
    flags: Vec<String>,
    /// The driver's body (a script run in the subjects' folder).
    driver: &'static str,
}

const CHEB: &str = "c = reshape(mod((1:30) * 0.618034, 1) - 0.5, 3, 10);\n\
    x = linspace(-1, 1, 7);\n\
    y = chebyshev(c, x);\n\
    fprintf('cheb %.12e %.12e\\n', sum(y(:)), sum(abs(y(:))));\n";
const LAGR: &str = "xs = 0:0.5:3; ys = sin(xs); xx = linspace(0, 3, 9);\n\
    yy = lagrange(xs, ys, xx);\n\
    fprintf('lagr %.12e %.12e\\n', sum(yy), sum(abs(yy)));\n";
const HYP: &str = "z = linspace(-0.5, 0.5, 5);\n\
    s = hyp2f1(0.5, 1.5, 2.5, z, 12);\n\
    fprintf('hyp2f1 %.12e %.12e\\n', sum(s), s(end));\n";
const OPTS1: &str = "opts=struct('nu', 1, 'dx', 0.1, 'dt', 0.004, 'steps', 20, 'scheme', 'explicit', 'bc', 'periodic', 'theta', 0.1)";
const OPTS2: &str = "opts=struct('nu', 1, 'dx', 0.1, 'dt', 0.004, 'steps', 20, 'scheme', 'smoothed', 'bc', 'dirichlet', 'theta', 0.1)";
const HEAT1: &str = "opts = struct('nu', 1, 'dx', 0.1, 'dt', 0.004, 'steps', 20, 'scheme', 'explicit', 'bc', 'periodic', 'theta', 0.1);\n\
    u = heat1d(sin(2 * pi * (0:0.1:0.9)), opts);\n\
    fprintf('heat1d %.12e %.12e\\n', sum(u), max(u));\n";
const HEAT2: &str = "opts = struct('nu', 1, 'dx', 0.1, 'dt', 0.004, 'steps', 20, 'scheme', 'smoothed', 'bc', 'dirichlet', 'theta', 0.1);\n\
    u = heat1d(sin(2 * pi * (0:0.1:0.9)), opts);\n\
    fprintf('heat1d %.12e %.12e\\n', sum(u), max(u));\n";

fn cases() -> Vec<Case> {
    let c = "--fix=c=reshape(mod((1:30) * 0.618034, 1) - 0.5, 3, 10)".to_string();
    let case = |what, subject, flags: &[&str], driver| Case {
        what,
        subject,
        flags: flags.iter().map(|f| f.to_string()).collect(),
        driver,
    };
    vec![
        case(
            "chebyshev, n fixed",
            "chebyshev",
            &["--shape=c=[3 10]"],
            CHEB,
        ),
        case("chebyshev, c fixed", "chebyshev", &[&c], CHEB),
        case(
            "chebyshev, c and size(x) fixed",
            "chebyshev",
            &[&c, "--shape=x=[1 7]"],
            CHEB,
        ),
        case(
            "lagrange, n fixed",
            "lagrange",
            &["--shape=x=[1 7]", "--shape=y=[1 7]"],
            LAGR,
        ),
        case(
            "lagrange, x points fixed",
            "lagrange",
            &["--fix=x=0:0.5:3", "--shape=y=[1 7]"],
            LAGR,
        ),
        case("hyp2f1, n fixed", "hyp2f1", &["--fix=n=12"], HYP),
        case(
            "heat1d, explicit periodic opts fixed",
            "heat1d",
            &[&format!("--fix={OPTS1}")],
            HEAT1,
        ),
        case(
            "heat1d, smoothed dirichlet opts fixed",
            "heat1d",
            &[&format!("--fix={OPTS2}")],
            HEAT2,
        ),
    ]
}

#[test]
#[cfg_attr(shared_absent, ignore = "needs ../shared, which is absent")]
fn shared_subjects_residuals_print_what_originals_print() {
    let shared = Path::new(env!("MATC_SHARED_DIR")).join("pe");
    let mut bad = Vec::new();
    for case in cases() {
        let work = scratch(&case.what.replace([' ', ',', '(', ')'], "_"));
        let orig_dir = work.join("original");
        let res_dir = work.join("residual");
        for d in [&orig_dir, &res_dir] {
            std::fs::create_dir_all(d).unwrap();
            for s in ["chebyshev", "lagrange", "hyp2f1", "heat1d"] {
                std::fs::copy(shared.join(format!("{s}.m")), d.join(format!("{s}.m"))).unwrap();
            }
            std::fs::write(d.join("drive.m"), case.driver).unwrap();
        }
        let flags = case.flags.clone();
        let residual = specialize(
            &shared.join(format!("{}.m", case.subject)),
            &flags,
            &res_dir.join(format!("{}.m", case.subject)),
        );
        let run = vec!["run".to_string(), "drive.m".to_string()];
        let (orig_out, orig_err, _) = matc(&orig_dir, &run);
        let (res_out, res_err, _) = matc(&res_dir, &run);
        println!(
            "--- {}: {} lines of residual\n{residual}",
            case.what,
            residual.lines().count()
        );
        if orig_out.is_empty() || res_out != orig_out || res_err != orig_err {
            bad.push(format!(
                "{}: original printed\n{orig_out}{orig_err}\nresidual printed\n{res_out}{res_err}\nresidual:\n{residual}",
                case.what
            ));
        }
        let _ = std::fs::remove_dir_all(&work);
    }
    assert!(bad.is_empty(), "{}", bad.join("\n---\n"));
}
