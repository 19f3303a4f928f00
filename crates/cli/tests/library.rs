//! The MATLAB library (`library/`, `docs/library.md`) as a user meets it:
//! `which`, `exist`, `type` and `help` on its functions, a user's file
//! shadowing one, private helpers out of sight, errors located in the
//! library's files, `MATC_LIBRARY`; and its invariants: every file
//! parses, no name is a builtin's.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn matc(args: &[&str], dir: &Path, library: Option<&Path>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_matc"));
    cmd.args(args).current_dir(dir).env_remove("MATC_LIBRARY");
    if let Some(lib) = library {
        cmd.env("MATC_LIBRARY", lib);
    }
    cmd.output().expect("run matc")
}

fn run(code: &str, dir: &Path) -> (String, String) {
    std::fs::write(dir.join("prog.m"), code).expect("write prog.m");
    let o = matc(&["run", "prog.m"], dir, None);
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

fn library_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../library")
}

#[test]
fn which_exist_type_and_help_see_library_functions() {
    let d = tempfile::tempdir().expect("temp dir");
    let (out, err) = run(
        "which ode45\nprintf ('%d %d\\n', exist ('ode45'), exist ('ode45', 'file'));\n\
         t = type ('humps');\ndisp (strtok (t{1}, char (10)));\n\
         h = help ('fzero');\ndisp (any (strfind (h, 'Alefeld')));\n",
        d.path(),
    );
    assert_eq!(
        out,
        "'ode45' is a function from the file <library>/ode/ode45.m\n2 2\n\
         humps is the user-defined function defined from: <library>/optimization/humps.m\n1\n",
        "stderr: {err}"
    );
}

#[test]
fn a_users_file_shadows_the_library_and_private_helpers_are_hidden() {
    let d = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        d.path().join("humps.m"),
        "function y = humps (x)\n  y = 42;\nend\n",
    )
    .expect("write humps.m");
    let (out, err) = run(
        "disp (humps (1))\ndisp (exist ('ode_onestep'))\ntry, rk_step (1), catch e, disp (e.message), end\n",
        d.path(),
    );
    assert!(out.starts_with("42\n0\n"), "stdout: {out}\nstderr: {err}");
    assert!(out.contains("'rk_step' undefined"), "stdout: {out}");
}

#[test]
fn an_error_inside_the_library_names_its_file() {
    let d = tempfile::tempdir().expect("temp dir");
    let (_, err) = run("[t, y] = ode45 (@(t, y) -y, [0 0], 1);\n", d.path());
    assert!(
        err.starts_with("error: ode45: invalid time span, TRANGE(1) == TRANGE(2)\n"),
        "stderr: {err}"
    );
    assert!(
        err.contains("<library>/ode/private/ode_onestep.m:"),
        "stderr: {err}"
    );
}

#[test]
fn matc_library_serves_an_edited_copy() {
    let d = tempfile::tempdir().expect("temp dir");
    let lib = d.path().join("lib");
    std::fs::create_dir_all(lib.join("optimization")).expect("mkdir");
    std::fs::write(
        lib.join("optimization/humps.m"),
        "function y = humps (x)\n  y = -1;\nend\n",
    )
    .expect("write humps.m");
    std::fs::write(d.path().join("prog.m"), "disp (humps (0))\nwhich humps\n").expect("write");
    let o = matc(&["run", "prog.m"], d.path(), Some(&lib));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        out.starts_with("-1\n'humps' is a function from the file "),
        "stdout: {out}"
    );
    assert!(
        out.trim_end().ends_with("lib/optimization/humps.m"),
        "stdout: {out}"
    );
    let o = matc(
        &["run", "prog.m"],
        d.path(),
        Some(&d.path().join("nowhere")),
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("MATC_LIBRARY"));
}

/// The public `.m` files of the library: (name, path relative to `library/`).
fn library_files() -> Vec<(String, String)> {
    fn walk(dir: &Path, rel: &str, out: &mut Vec<(String, String)>) {
        for e in std::fs::read_dir(dir).expect("read library").flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            let path = format!("{rel}{name}");
            if e.path().is_dir() {
                walk(&e.path(), &format!("{path}/"), out);
            } else if let Some(stem) = name.strip_suffix(".m") {
                out.push((stem.to_string(), path));
            }
        }
    }
    let mut out = Vec::new();
    walk(&library_dir(), "", &mut out);
    out.sort();
    out
}

#[test]
fn no_library_function_is_also_a_builtin() {
    let clashes: Vec<String> = library_files()
        .into_iter()
        .filter(|(name, path)| !path.contains("/private/") && exec::interp::is_builtin_name(name))
        .map(|(_, path)| path)
        .collect();
    assert!(
        clashes.is_empty(),
        "library files named like builtins: {clashes:?}"
    );
}

#[test]
fn every_library_file_parses_and_opens_with_help() {
    for (_, path) in library_files() {
        let text = std::fs::read_to_string(library_dir().join(&path)).expect("read");
        let parsed = syntax::parse(&text);
        assert!(
            parsed.errors.is_empty(),
            "library/{path}: {:?}",
            parsed.errors.first()
        );
        if !path.contains("/private/") {
            assert!(
                exec::introspect::help_text(&text).is_some(),
                "library/{path} has no help text"
            );
        }
    }
}

/// `docs/missing.md` names exactly the Octave names `exist` does not find:
/// the README's account of what is missing stays true as functions land
/// (`tests/missing/regen.py` rewrites it).
#[test]
#[cfg_attr(shared_absent, ignore = "needs ../shared, which is absent")]
fn the_list_of_missing_octave_names_is_true() {
    let names_tsv = PathBuf::from(env!("MATC_SHARED_DIR")).join("tools/octave-names/names.tsv");
    let names: Vec<String> = std::fs::read_to_string(&names_tsv)
        .expect("names.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split('\t').next().map(str::to_string))
        .collect();
    let d = tempfile::tempdir().expect("temp dir");
    let list: Vec<String> = names.iter().map(|n| format!("'{n}'")).collect();
    let (out, err) = run(
        &format!(
            "names = {{{}}};\nfor i = 1:numel(names)\n  printf('%s %d\\n', names{{i}}, exist(names{{i}}));\nend\n",
            list.join(",")
        ),
        d.path(),
    );
    assert!(err.is_empty(), "{err}");
    let missing: std::collections::BTreeSet<&str> = out
        .lines()
        .filter_map(|l| l.rsplit_once(' '))
        .filter(|(_, code)| *code == "0")
        .map(|(n, _)| n)
        .collect();
    assert!(out.lines().count() == names.len(), "{out}");
    let doc = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/missing.md"),
    )
    .expect("docs/missing.md");
    let listed: std::collections::BTreeSet<&str> = doc
        .lines()
        .filter(|l| l.starts_with("| ") && l.contains('`'))
        .flat_map(|l| l.split('`').skip(1).step_by(2))
        .collect();
    let now_there: Vec<_> = listed.difference(&missing).collect();
    let unlisted: Vec<_> = missing.difference(&listed).collect();
    assert!(
        now_there.is_empty() && unlisted.is_empty(),
        "docs/missing.md is out of date (tests/missing/regen.py rewrites it): \
         listed but defined: {now_there:?}; missing but not listed: {unlisted:?}"
    );
}
