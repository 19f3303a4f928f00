//! `--sandbox` attacked as an attacker would (docs/sandbox.md): every route
//! to a builtin (`builtin`, `feval`, handles, `cellfun`, `eval`, `evalin`,
//! `evalc`, `inline`, `str2func`, class methods, `onCleanup`, callbacks,
//! files written and then run) towards the shell, and towards writing,
//! renaming and deleting outside the sandbox folder (absolute paths, `..`,
//! links planted inside pointing out, `cd` then relative paths, `~`).
//!
//! Each attack runs twice: behind the interpreter's walls alone (this
//! process, `exec::run` without the kernel's walls), which must hold by
//! themselves, and as `matc run --sandbox` behind every wall. Afterwards
//! nothing outside the folder has changed and no process has run (an
//! attack's command would have made a file outside). The property test
//! generates random call routes to every builtin whose declared effect
//! leaves the interpreter (`decls`), with a fixed seed and count; set
//! `MATC_SANDBOX_CASES` and `MATC_SANDBOX_SEED` for more, and
//! `MATC_SANDBOX_DUMP=DIR` to keep the programs.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use decls::{Effect, Paths};

/// A fresh scene: `inside/` (the sandbox folder, with a planted link to
/// `outside/`, one to a file there and one to a file not made yet, and a
/// file of its own), `outside/` (the files to protect), and `start/`, the
/// folder the program starts in, also outside, with a script that runs
/// the shell.
struct Scene {
    base: PathBuf,
    inside: PathBuf,
    outside: PathBuf,
    start: PathBuf,
}

impl Scene {
    fn new(name: &str) -> Scene {
        let base = std::env::temp_dir()
            .join(format!("matc-sandbox-{name}-{}", std::process::id()))
            .canonicalize_or_self();
        let _ = std::fs::remove_dir_all(&base);
        let s = Scene {
            inside: base.join("inside"),
            outside: base.join("outside"),
            start: base.join("start"),
            base,
        };
        for d in [&s.inside, &s.outside, &s.outside.join("sub"), &s.start] {
            std::fs::create_dir_all(d).unwrap();
        }
        std::fs::write(s.outside.join("victim.txt"), "precious\n").unwrap();
        std::fs::write(s.outside.join("sub/deep.txt"), "deep\n").unwrap();
        std::fs::write(s.start.join("here.txt"), "start\n").unwrap();
        std::fs::write(s.inside.join("seed.txt"), "seed\n").unwrap();
        let script = s.text("system('touch $OUT/ran_script');\n");
        std::fs::write(s.start.join("evil_script.m"), script).unwrap();
        let link = |target: &Path, name: &str| {
            std::os::unix::fs::symlink(target, s.inside.join(name)).unwrap()
        };
        link(&s.outside, "link");
        link(&s.outside.join("victim.txt"), "linkfile");
        link(&s.outside.join("made.txt"), "dangling");
        s
    }

    /// Everything outside the sandbox folder: each entry's kind and
    /// contents (a link's target), links not followed.
    fn outside_state(&self) -> BTreeMap<PathBuf, String> {
        let mut out = BTreeMap::new();
        for d in [&self.outside, &self.start] {
            walk(d, &mut out);
        }
        for e in std::fs::read_dir(&self.base).unwrap().flatten() {
            out.insert(e.path(), "entry".into());
        }
        out
    }

    /// `code` with `$IN`, `$OUT` and `$START` replaced by the folders.
    fn text(&self, code: &str) -> String {
        code.replace("$IN", &self.inside.display().to_string())
            .replace("$OUT", &self.outside.display().to_string())
            .replace("$START", &self.start.display().to_string())
    }
}

impl Drop for Scene {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.base);
    }
}

trait CanonicalizeOrSelf {
    fn canonicalize_or_self(self) -> PathBuf;
}

impl CanonicalizeOrSelf for PathBuf {
    fn canonicalize_or_self(self) -> PathBuf {
        let parent = self
            .parent()
            .map(|p| p.canonicalize().unwrap_or(p.to_path_buf()));
        match (parent, self.file_name()) {
            (Some(p), Some(n)) => p.join(n),
            _ => self,
        }
    }
}

fn walk(dir: &Path, out: &mut BTreeMap<PathBuf, String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        let m = std::fs::symlink_metadata(&p).unwrap();
        let what = if m.file_type().is_symlink() {
            format!("link to {}", std::fs::read_link(&p).unwrap().display())
        } else if m.is_dir() {
            walk(&p, out);
            "folder".to_string()
        } else {
            format!("file {:?}", std::fs::read(&p).unwrap_or_default())
        };
        out.insert(p, what);
    }
}

/// One attempt: what it runs, and whether the interpreter must refuse it
/// by name (an error saying so) or only do no harm (it may fail anyhow,
/// or run a callback that is never called).
struct Attempt {
    id: String,
    code: String,
    refused: bool,
}

/// The attempts as one program: each in a `try`, its outcome logged to a
/// file inside the folder, from the same starting folder.
fn program(scene: &Scene, attempts: &[Attempt]) -> String {
    let mut p = scene.text("zz_log = fopen('$IN/log.txt', 'w');\n");
    for a in attempts {
        p.push_str(&scene.text(&format!(
            "cd('$START');\ntry\n{}\nzz_r = 'ran';\ncatch zz_e\nzz_r = zz_e.message;\nend\n\
             fprintf(zz_log, '%s\\t%s\\n', '{}', strrep(zz_r, char(10), ' '));\n",
            a.code, a.id
        )));
    }
    p.push_str("fclose(zz_log);\n");
    p
}

/// The in-process runs change this process's current folder.
static IN_PROCESS: Mutex<()> = Mutex::new(());

#[derive(Clone, Copy, Debug)]
enum Walls {
    /// The interpreter's alone (`exec::run` here, the kernel's walls off).
    Interpreter,
    /// Every wall: `matc run --sandbox-dir`.
    All,
}

/// Runs the attempts in a fresh scene behind `walls`; checks that nothing
/// outside changed, that each attempt ran to its log line, and that those
/// to be refused were.
fn attack(name: &str, walls: Walls, attempts: &[Attempt]) {
    let scene = Scene::new(&format!("{name}-{walls:?}"));
    let before = scene.outside_state();
    let code = program(&scene, attempts);
    if let Some(dir) = std::env::var_os("MATC_SANDBOX_DUMP") {
        let _ = std::fs::write(Path::new(&dir).join(format!("{name}-{walls:?}.m")), &code);
    }
    let file = scene.start.join("attack.m");
    std::fs::write(&file, &code).unwrap();
    match walls {
        Walls::Interpreter => {
            let _guard = IN_PROCESS.lock().unwrap_or_else(|e| e.into_inner());
            let here = std::env::current_dir().unwrap();
            std::env::set_current_dir(&scene.start).unwrap();
            let opts = exec::Options {
                sandbox: Some(exec::Sandbox {
                    folder: Some(scene.inside.clone()),
                    os_wall: false,
                }),
                ..Default::default()
            };
            exec::run(
                exec::Program::File {
                    path: &file,
                    args: &[],
                },
                &opts,
            );
            std::env::set_current_dir(here).unwrap();
        }
        Walls::All => {
            let o = Command::new(env!("CARGO_BIN_EXE_matc"))
                .arg("run")
                .arg("--sandbox-dir")
                .arg(&scene.inside)
                .arg("attack.m")
                .current_dir(&scene.start)
                .output()
                .expect("run matc");
            assert!(o.status.code().is_some(), "matc was killed: {o:?}");
        }
    }
    std::fs::remove_file(&file).unwrap();
    let after = scene.outside_state();
    let changed: Vec<String> = before
        .keys()
        .chain(after.keys())
        .filter(|k| before.get(*k) != after.get(*k))
        .map(|k| format!("{}: {:?} -> {:?}", k.display(), before.get(k), after.get(k)))
        .collect();
    let log = std::fs::read_to_string(scene.inside.join("log.txt")).unwrap_or_default();
    assert!(
        changed.is_empty(),
        "{name} behind {walls:?}: outside the folder changed:\n{}\nlog:\n{log}",
        changed.join("\n")
    );
    let outcomes: BTreeMap<&str, &str> = log.lines().filter_map(|l| l.split_once('\t')).collect();
    for a in attempts {
        let Some(outcome) = outcomes.get(a.id.as_str()) else {
            panic!(
                "{name} behind {walls:?}: {} did not run to its end:\n{}\nlog:\n{log}",
                a.id, a.code
            );
        };
        if a.refused {
            assert!(
                outcome.contains("refused in --sandbox mode"),
                "{name} behind {walls:?}: {} was not refused: {outcome}\n{}",
                a.id,
                a.code
            );
        }
    }
}

fn refused(id: &str, code: &str) -> Attempt {
    Attempt {
        id: id.to_string(),
        code: code.to_string(),
        refused: true,
    }
}

fn harmless(id: &str, code: &str) -> Attempt {
    Attempt {
        refused: false,
        ..refused(id, code)
    }
}

/// Every route from a program to the shell; each command would leave a
/// file outside the folder.
fn shell_attempts() -> Vec<Attempt> {
    let c = "touch $OUT/ran";
    let q = "touch $OUT/ran_quoted";
    vec![
        refused("system", &format!("system('{c}');")),
        refused("unix", &format!("unix('{c}');")),
        refused("dos", &format!("dos('{c}');")),
        refused("builtin", &format!("builtin('system', '{c}');")),
        refused("builtin-unix", &format!("builtin('unix', '{c}');")),
        refused("feval-name", &format!("feval('system', '{c}');")),
        refused("feval-handle", &format!("feval(@system, '{c}');")),
        refused("feval-builtin", &format!("feval(@builtin, 'system', '{c}');")),
        refused("feval-feval", &format!("feval(@feval, 'unix', '{c}');")),
        refused("eval", &format!("eval('system(''{q}'')');")),
        refused("eval-catch", &format!("eval('error(''x'')', 'system(''{q}'')');")),
        refused("eval-builtin", &format!("eval('builtin(''unix'', ''{q}'')');")),
        refused("evalc", &format!("evalc('system(''{q}'')');")),
        refused("evalin", &format!("evalin('base', 'system(''{q}'')');")),
        refused("str2func", &format!("h = str2func('system'); h('{c}');")),
        refused("str2func-anon", &format!("h = str2func('@(x) system(x)'); h('{c}');")),
        refused("handle", &format!("h = @unix; h('{c}');")),
        refused("anonymous", &format!("h = @() system('{c}'); h();")),
        refused("handle-in-struct", &format!("s.f = @system; s.f('{c}');")),
        refused("handle-in-cell", &format!("k = {{@system}}; k{{1}}('{c}');")),
        refused("handle-in-map", &format!("m = containers.Map(); m('k') = @system; f = m('k'); f('{c}');")),
        refused("deal", &format!("[h] = deal(@system); h('{c}');")),
        refused("cellfun-handle", &format!("cellfun(@system, {{'{c}'}});")),
        refused("cellfun-name", &format!("cellfun('system', {{'{c}'}}, 'UniformOutput', false);")),
        refused("cellfun-feval", &format!("cellfun(@feval, {{'system'}}, {{'{c}'}}, 'UniformOutput', false);")),
        refused("arrayfun", &format!("arrayfun(@(k) system('{c}'), 1);")),
        refused("structfun", &format!("structfun(@system, struct('a', '{c}'));")),
        refused("bsxfun", &format!("bsxfun(@(a, b) system('{c}'), 1, 1);")),
        refused("accumarray", &format!("accumarray(1, 1, [], @(x) system('{c}'));")),
        refused("fzero", &format!("fzero(@(x) x + system('{c}'), 0);")),
        refused("inline", &format!("g = inline('system(x)', 'x'); g('{c}');")),
        // str2num turns an error into an empty result.
        harmless("str2num", &format!("str2num('system(''{q}'')');")),
        refused("ls-option", "ls('-l', '$OUT');"),
        refused("ls-command", "ls -la"),
        refused("setenv-then-system", &format!("setenv('SHELL', '/bin/sh'); setenv('PATH', '$OUT'); system('{c}');")),
        // Code written inside the folder, then run: a function, a class, a script.
        refused(
            "function-file",
            &format!("f = fopen('$IN/evil_fn.m', 'w'); fprintf(f, 'function evil_fn()\\nsystem(''{q}'');\\nend\\n'); fclose(f); addpath('$IN'); evil_fn();"),
        ),
        refused(
            "class-method",
            &format!("f = fopen('$IN/Evil.m', 'w'); fprintf(f, 'classdef Evil\\nmethods\\nfunction go(o)\\nsystem(''{q}'');\\nend\\nend\\nmethods (Static)\\nfunction s()\\nunix(''{q}'');\\nend\\nend\\nend\\n'); fclose(f); addpath('$IN'); e = Evil(); e.go();"),
        ),
        refused("class-static", "addpath('$IN'); Evil.s();"),
        harmless("run-script", "run('$IN/evil_script.m');"),
        harmless("source-script", "source('$IN/evil_script.m');"),
        // Run at the object's end or never: a warning, not an error.
        harmless("onCleanup", &format!("c = onCleanup(@() system('{c}')); clear c;")),
        harmless("onCleanup-scope", &format!("cellfun(@(x) onCleanup(@() unix('{c}')), {{1}}, 'UniformOutput', false);")),
        harmless("callback", &format!("f = figure('CloseRequestFcn', 'system(''{q}'')'); close(f);")),
        harmless("callback-handle", &format!("f = figure(); set(f, 'DeleteFcn', @(h, e) system('{c}')); delete(f);")),
        harmless("undeclared", &format!("popen('{c}', 'r'); exec('/bin/sh');")),
    ]
}

/// The forms of a path outside the folder, each with what runs before it:
/// (prelude, path) for a target named `@T` in `outside/`.
const PATH_FORMS: &[(&str, &str)] = &[
    ("", "$OUT/@T"),
    ("", "$IN/../outside/@T"),
    ("", "$IN/link/../outside/@T"),
    ("cd('$IN');", "../outside/@T"),
    ("", "$IN/link/@T"),
    ("cd('$IN');", "link/@T"),
    ("cd('$OUT');", "@T"),
    ("cd('$OUT/sub');", "../@T"),
    ("", "$OUT/./sub/../@T"),
    ("", "$OUT//@T"),
    ("setenv('HOME', '$OUT'); cd('$OUT');", "~/../@T"),
    ("cd('$IN'); cd('link');", "@T"),
    ("", "@T"),
];

/// Writes, renames and deletes outside the folder, by every path form.
fn write_attempts() -> Vec<Attempt> {
    let ops: &[(&str, &str)] = &[
        ("fopen-w", "fclose(fopen(@F, 'w'));"),
        (
            "fopen-a",
            "fid = fopen(@F, 'a'); fprintf(fid, 'x'); fclose(fid);",
        ),
        (
            "fopen-r+",
            "fid = fopen(@F, 'r+'); fwrite(fid, 'xx'); fclose(fid);",
        ),
        ("fopen-W", "fclose(fopen(@N, 'W'));"),
        ("delete", "delete(@F);"),
        ("delete-glob", "delete(strrep(@F, 'victim', '*'));"),
        ("unlink", "unlink(@F);"),
        ("rename-away", "rename(@F, '$IN/got.txt');"),
        ("rename-in", "rename('$IN/seed.txt', @N);"),
        ("movefile-away", "movefile(@F, '$IN/got2.txt');"),
        ("movefile-in", "movefile('$IN/seed.txt', @N);"),
        ("copyfile-over", "copyfile('$IN/seed.txt', @F);"),
        ("copyfile-new", "copyfile('$IN/seed.txt', @N);"),
        ("mkdir", "mkdir(@N);"),
        ("rmdir", "confirm_recursive_rmdir(false); rmdir(@D, 's');"),
        ("save", "x = 1; save(@F, 'x');"),
        ("save-ascii", "x = 1; save('-ascii', @N, 'x');"),
        ("csvwrite", "csvwrite(@F, 1);"),
        ("dlmwrite", "dlmwrite(@N, 1, '-append');"),
        ("writematrix", "writematrix(1, @F);"),
        ("writetable", "writetable(table(1), @N);"),
        ("print", "figure; plot(1:3); print('-dpng', @N);"),
        ("saveas", "h = figure; saveas(h, [@N '.png']);"),
        ("imwrite", "imwrite(uint8(1), [@N '.png']);"),
        (
            "imwrite-map",
            "imwrite([1 2], gray(2), [@F '.gif'], 'WriteMode', 'append');",
        ),
    ];
    let mut out = Vec::new();
    for (k, (prelude, form)) in PATH_FORMS.iter().enumerate() {
        let path = |t: &str| format!("'{}'", form.replace("@T", t));
        for (op, code) in ops {
            let code = code
                .replace("@F", &path("victim.txt"))
                .replace("@N", &path("new.txt"))
                .replace("@D", &path("sub"));
            out.push(refused(&format!("{op}@{k}"), &format!("{prelude} {code}")));
        }
    }
    out
}

/// The other routes to a change outside: planted links, the folder
/// itself, temporary files, defaults in the current folder, odd names.
fn odd_write_attempts() -> Vec<Attempt> {
    vec![
        refused("through-linkfile", "fclose(fopen('$IN/linkfile', 'w'));"),
        refused("through-dangling", "fclose(fopen('$IN/dangling', 'w'));"),
        refused("mkdir-through-link", "mkdir('$IN/link/newdir');"),
        refused("mkdir-parent-name", "mkdir('$OUT', 'newdir');"),
        refused("delete-glob-link", "delete('$IN/link/*');"),
        refused("save-default", "cd('$OUT'); x = 1; save;"),
        refused(
            "save-command",
            "cd('$OUT'); x = 1; save -ascii victim.txt x",
        ),
        refused("writematrix-default", "cd('$OUT'); writematrix(1);"),
        refused(
            "tmpfile-tmpdir",
            "setenv('TMPDIR', '$OUT'); [f, m] = tmpfile(); fprintf(f, 'x');",
        ),
        refused("tempname-outside", "fclose(fopen(tempname('$OUT'), 'w'));"),
        refused("proc-mem", "fopen('/proc/self/mem', 'r+');"),
        refused("dev-stdout", "fclose(fopen('/dev/stdout', 'w'));"),
        refused(
            "nul-in-name",
            "fclose(fopen(['$OUT/victim.txt' char(0) 'x'], 'w'));",
        ),
        refused("builtin-delete", "builtin('delete', '$OUT/victim.txt');"),
        refused(
            "feval-rmdir",
            "confirm_recursive_rmdir(false); feval(@rmdir, '$OUT/sub', 's');",
        ),
        refused("cellfun-delete", "cellfun(@delete, {'$OUT/victim.txt'});"),
        refused(
            "eval-movefile",
            "eval('movefile(''$OUT/victim.txt'', ''$IN/m.txt'')');",
        ),
        refused("copyfile-cell", "copyfile({'$IN/seed.txt'}, '$OUT');"),
        refused("rename-the-folder", "rename('$IN', '$OUT/moved');"),
        refused(
            "rmdir-the-folder",
            "confirm_recursive_rmdir(false); rmdir('$IN', 's');",
        ),
        harmless(
            "remove-link-itself",
            "confirm_recursive_rmdir(false); rmdir('$IN/link', 's');",
        ),
        harmless(
            "symlink-builtin",
            "symlink('$OUT', '$IN/l2'); link('$OUT/victim.txt', '$IN/l3');",
        ),
        harmless(
            "fid-kept-across-cd",
            "cd('$IN'); f = fopen('kept.txt', 'w'); cd('$OUT'); fprintf(f, 'x'); fclose(f);",
        ),
    ]
}

#[test]
fn the_shell_is_out_of_reach() {
    attack("shell", Walls::Interpreter, &shell_attempts());
    attack("shell", Walls::All, &shell_attempts());
    // A script planted beside the program, named by a statement (alone:
    // in a program that also calls `eval`, matc takes a bare name for a
    // variable and runs nothing).
    let script = [refused("script-by-name", "evil_script;")];
    attack("script", Walls::Interpreter, &script);
    attack("script", Walls::All, &script);
}

#[test]
fn nothing_outside_the_folder_changes() {
    let mut attempts = write_attempts();
    attempts.extend(odd_write_attempts());
    attack("writes", Walls::Interpreter, &attempts);
    attack("writes", Walls::All, &attempts);
}

/// A program that keeps to its folder runs as it would without the sandbox.
#[test]
fn work_inside_the_folder_goes_on() {
    let scene = Scene::new("inside");
    let code = scene.text(
        "cd('$IN'); mkdir('d'); f = fopen('d/a.txt', 'w'); fprintf(f, '%d,', 1:3); fclose(f);\n\
         copyfile('d/a.txt', 'b.txt'); movefile('b.txt', 'c.txt'); x = magic(3); save('m.mat', 'x');\n\
         S = load('m.mat'); csvwrite('n.csv', S.x); delete('d/a.txt'); rmdir('d');\n\
         t = [tempname() '.txt']; fclose(fopen(t, 'w')); disp(exist(t, 'file') == 2);\n\
         disp(strcmp(fileread('c.txt'), '1,2,3,')); disp(isequal(csvread('n.csv'), x));\n\
         disp(exist('d', 'dir') == 0); fclose(fopen('$IN/link/../inside/ok.txt', 'w'));\n",
    );
    std::fs::write(scene.start.join("work.m"), code).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_matc"))
        .args(["run", "--sandbox-dir"])
        .arg(&scene.inside)
        .arg("work.m")
        .current_dir(&scene.start)
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "1\n1\n1\n1\n",
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(scene.inside.join("c.txt").exists() && scene.inside.join("ok.txt").exists());
}

/// Builtins the walk leaves out: they end the program or wait for input,
/// or clear the log's variable; none reaches outside (`exit` ends, `input`
/// reads the terminal, `clear` forgets variables).
const NOT_WALKED: &[&str] = &[
    "exit",
    "quit",
    "input",
    "pause",
    "clear",
    "clearvars",
    "keyboard",
];

/// Argument lists with a path outside (`@F` a file, `@N` a new name, `@D`
/// a folder), an option and a shell command in every position that
/// matters to a builtin that writes, lists or runs.
const HOSTILE_ARGS: &[&[&str]] = &[
    &["@F"],
    &["@F", "'w'"],
    &["@N", "@F"],
    &["'$IN/seed.txt'", "@N"],
    &["@D", "'s'"],
    &["'-l'", "@D"],
    &["'touch $OUT/ran_walk'"],
    &["1", "@N"],
    &["@F", "1", "'-append'"],
];

/// Every declared builtin whose effect is not pure arithmetic (those run
/// nothing but computation, and `runtime::os` is the only door out), called
/// under the sandbox with hostile arguments: nothing outside changes and
/// no process runs, whatever the builtin does with them.
#[test]
fn every_declared_builtin_keeps_inside_with_hostile_arguments() {
    let mut attempts = Vec::new();
    for d in decls::all() {
        if matches!(d.effect, Effect::Pure | Effect::Random) || NOT_WALKED.contains(&d.name) {
            continue;
        }
        for (k, list) in HOSTILE_ARGS.iter().enumerate() {
            let args: Vec<String> = list
                .iter()
                .map(|a| {
                    a.replace("@F", "'$OUT/victim.txt'")
                        .replace("@N", "'$OUT/new.txt'")
                        .replace("@D", "'$OUT/sub'")
                })
                .collect();
            attempts.push(harmless(
                &format!("{}#{k}", d.name),
                &format!("{}({});", d.name, args.join(", ")),
            ));
        }
    }
    attack("walk", Walls::Interpreter, &attempts);
    attack("walk", Walls::All, &attempts);
}

// ---- the property test -------------------------------------------------

/// xorshift64*: enough randomness for picking cases, reproducible by seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn pick<'a, T>(&mut self, from: &'a [T]) -> &'a T {
        &from[(self.next() % from.len() as u64) as usize]
    }
}

/// Calls of a builtin that leaves the interpreter: its argument lists, with
/// `@F` a file outside, `@N` a new name outside, `@D` a folder outside and
/// `@C` a shell command that would make a file outside; and what runs first.
fn calls_of(name: &str) -> Option<(&'static str, &'static [&'static [&'static str]])> {
    Some(match name {
        "fopen" => (
            "",
            &[
                &["@F", "'w'"],
                &["@N", "'a'"],
                &["@F", "'r+'"],
                &["@N", "'wb'"],
            ],
        ),
        "fprintf" | "fputs" => ("", &[&["fopen(@F, 'w')", "'x'"]]),
        "fdisp" | "fwrite" => ("", &[&["fopen(@N, 'w')", "1"]]),
        "fflush" | "fclose" => ("", &[&["fopen(@F, 'a')"]]),
        "tmpfile" => ("setenv('TMPDIR', '$OUT');", &[&[]]),
        "mkdir" => ("", &[&["@N"], &["'$OUT'", "'made'"]]),
        "rmdir" => (
            "confirm_recursive_rmdir(false);",
            &[&["@D", "'s'"], &["@D"]],
        ),
        "unlink" | "delete" => ("", &[&["@F"]]),
        "csvwrite" | "dlmwrite" => ("", &[&["@F", "1"], &["@N", "[1 2]"]]),
        "copyfile" => ("", &[&["'$IN/seed.txt'", "@F"], &["'$IN/seed.txt'", "@N"]]),
        "movefile" | "rename" | "link" => (
            "",
            &[&["@F", "'$IN/got.txt'"], &["'$IN/seed.txt'", "@N"]],
        ),
        "symlink" => ("", &[&["'$IN/seed.txt'", "@N"], &["@F", "@N"]]),
        "writematrix" => ("", &[&["1", "@F"], &["[1 2]", "@N"]]),
        "writetable" => ("", &[&["table(1)", "@F"]]),
        "save" => ("x = 1;", &[&["@F"], &["'-ascii'", "@N", "'x'"]]),
        "print" => ("figure;", &[&["'-dpng'", "@N"]]),
        "diary" => ("", &[&["@N"], &["@F"]]),
        "saveas" | "exportgraphics" => ("figure;", &[&["gcf", "@N"]]),
        "imwrite" => (
            "",
            &[
                &["uint8(1)", "[@N '.png']"],
                &["[1 2]", "gray(2)", "[@F '.gif']"],
                &["true", "@F", "'bmp'"],
            ],
        ),
        "system" | "unix" | "dos" => ("", &[&["@C"], &["@C", "true"]]),
        "ls" => ("", &[&["'-l'", "@D"], &["'-a'"]]),
        "gzip" => ("", &[&["'$IN/seed.txt'", "@D"], &["@F"]]),
        "gunzip" => ("gzip('$IN/seed.txt');", &[&["'$IN/seed.txt.gz'", "@D"]]),
        "zip" | "tar" => ("", &[&["@N", "'$IN/seed.txt'"], &["@F", "'seed.txt'", "'$IN'"]]),
        "unzip" | "unpack" => (
            "zip('$IN/a.zip', 'seed.txt', '$IN');",
            &[&["'$IN/a.zip'", "@D"]],
        ),
        "mkstemp" => ("", &[&["'$OUT/zzXXXXXX'"]]),
        "untar" => ("tar('$IN/a.tar', 'seed.txt', '$IN');", &[&["'$IN/a.tar'", "@D"]]),
        // An empty bzip2 stream, written inside first.
        "bunzip2" => (
            "zz_f = fopen('$IN/s.bz2', 'w'); fwrite(zz_f, [66 90 104 57 23 114 69 56 80 144 0 0 0 0]); fclose(zz_f);",
            &[&["'$IN/s.bz2'", "@D"]],
        ),
        _ => return None,
    })
}

/// The routes a call `name(args)` can take; `{call}` is the call's text,
/// `{quoted}` the same inside a MATLAB string.
const ROUTES: &[&str] = &[
    "{call};",
    "builtin('{name}'{, args});",
    "feval('{name}'{, args});",
    "feval(@{name}{, args});",
    "feval(@builtin, '{name}'{, args});",
    "zz_h = @{name}; zz_h({args});",
    "zz_h = @() {call}; zz_h();",
    "zz_h = str2func('{name}'); zz_h({args});",
    "cellfun(@(zz_k) {call}, {1}, 'UniformOutput', false);",
    "cellfun('{name}'{, cells}, 'UniformOutput', false);",
    "arrayfun(@(zz_k) {call}, 1, 'UniformOutput', false);",
    "eval('{quoted};');",
    "evalc('{quoted};');",
    "evalin('base', '{quoted};');",
    "zz_c = onCleanup(@() {call}); clear zz_c;",
];

fn route(template: &str, name: &str, args: &[String]) -> String {
    // `cellfun` by name calls nothing without a cell: a call of no
    // arguments goes through an anonymous function over one cell instead.
    let template = if args.is_empty() && template.contains("{, cells}") {
        "cellfun(@(zz_k) {call}, {1}, 'UniformOutput', false);"
    } else {
        template
    };
    let call = format!("{name}({})", args.join(", "));
    let lead = |s: String| if s.is_empty() { s } else { format!(", {s}") };
    template
        .replace("{call}", &call)
        .replace("{quoted}", &call.replace('\'', "''"))
        .replace("{name}", name)
        .replace("{, args}", &lead(args.join(", ")))
        .replace("{args}", &args.join(", "))
        .replace(
            "{, cells}",
            &lead(
                args.iter()
                    .map(|a| format!("{{{a}}}"))
                    .collect::<Vec<_>>()
                    .join(", "),
            ),
        )
}

/// Whether the declared effect reaches outside the interpreter (and so
/// needs a call in [`calls_of`]).
fn leaves_the_interpreter(effect: Effect) -> bool {
    matches!(
        effect,
        Effect::Writes(_) | Effect::Runs(_) | Effect::Network
    )
}

fn generated_attempts(seed: u64, cases: usize) -> Vec<Attempt> {
    let names: Vec<&'static str> = decls::all()
        .iter()
        .filter(|d| leaves_the_interpreter(d.effect))
        .map(|d| d.name)
        .collect();
    let missing: Vec<_> = names.iter().filter(|n| calls_of(n).is_none()).collect();
    assert!(
        missing.is_empty(),
        "builtins declared to leave the interpreter without a call in calls_of: {missing:?}"
    );
    let mut rng = Rng(seed | 1);
    let mut out = Vec::new();
    for k in 0..cases.max(names.len()) {
        // Every such builtin once, then random ones.
        let name = if k < names.len() {
            names[k]
        } else {
            *rng.pick(&names)
        };
        let (prelude, lists) = calls_of(name).unwrap();
        let list = rng.pick(lists);
        let (form_prelude, form) = rng.pick(PATH_FORMS);
        let path = |t: &str| format!("'{}'", form.replace("@T", t));
        let args: Vec<String> = list
            .iter()
            .map(|a| {
                a.replace("@F", &path("victim.txt"))
                    .replace("@N", &path("new.txt"))
                    .replace("@D", &path("sub"))
                    .replace("@C", &format!("'touch $OUT/ran_{k}'"))
            })
            .collect();
        let how = rng.pick(ROUTES);
        let effect = decls::lookup(name).unwrap().effect;
        // A call that writes through a file id is refused at `fopen`, a
        // cleanup's error is only a warning, and `diary` asked for its
        // state (a route with outputs) writes nothing.
        let must_refuse = !how.contains("onCleanup")
            && !matches!(effect, Effect::Writes(Paths::Opened | Paths::Own));
        out.push(Attempt {
            id: format!("{k}:{name}"),
            code: format!("{prelude} {form_prelude} {}", route(how, name, &args)),
            refused: must_refuse,
        });
    }
    out
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn random_routes_to_every_effect_stay_inside() {
    let seed = env_number("MATC_SANDBOX_SEED", 39);
    let cases = env_number("MATC_SANDBOX_CASES", 150) as usize;
    let attempts = generated_attempts(seed, cases);
    attack("random", Walls::Interpreter, &attempts);
    attack("random", Walls::All, &attempts);
}

// ---- the limits --------------------------------------------------------

fn matc_eval(flags: &[&str], code: &str) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_matc"))
        .arg("eval")
        .args(flags)
        .arg(code)
        .output()
        .expect("run matc")
}

/// Sizes a program asks for past `--max-memory` are Octave's error, which
/// the program catches and goes on (an abort before: `ones(3e4)` under a
/// 4 GB `ulimit -v`).
#[test]
fn allocation_past_max_memory_is_an_error() {
    let asks = [
        "ones(3e4)",
        "zeros(3e4)",
        "rand(3e4)",
        "cell(3e4)",
        "true(6e4)",
        "full(eye(3e4))",
        "repmat(1, 3e4, 3e4)",
        "x = 1; x(3e4, 3e4) = 2",
        "s.a = 1; s(3e4, 3e4).a = 1",
        "linspace(0, 1, 1e9)",
        "x = zeros(1e4); y = [x x x x x]",
        "x = (1:1e9)'",
        "x = (1:3e4) + (1:3e4)'",
        "a = rand(1, 3e4); b = rand(3e4, 1); x = a .* b",
        // An operand that fits, a result that does not (these aborted).
        "x = ones(1.3e4); y = sort(x)",
        "x = ones(1.3e4); y = cumsum(x)",
        "x = ones(1.3e4); y = x * 2",
        "x = ones(1.3e4); y = x'",
        "x = ones(1.3e4); y = -x",
        "x = ones(1.3e4); y = sum(x + x, 2)",
    ];
    let code: String = asks
        .iter()
        .map(|a| format!("try, {a}; disp('made'), catch e, disp(e.message), end, clear x y\n"))
        .chain(["x = ones(100); disp(sum(x(:)))\n".to_string()])
        .collect();
    let o = matc_eval(&["--max-memory", "1G"], &code);
    let want = "out of memory or dimension too large for Octave's index type\n".repeat(asks.len());
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        format!("{want}10000\n"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn a_program_past_its_time_limit_stops_with_an_error() {
    let o = matc_eval(&["--time-limit", "1"], "disp(1); while true, end");
    assert_eq!(String::from_utf8_lossy(&o.stdout), "1\n");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("--time-limit"), "{err}");
    assert_eq!(o.status.code(), Some(1), "{err}");
}

#[test]
fn a_program_that_waits_past_its_time_limit_stops_too() {
    // `pause` uses no CPU: the clock stops it.
    let start = std::time::Instant::now();
    let o = matc_eval(&["--time-limit", "1"], "disp(1); pause(60); disp(2)");
    assert_eq!(String::from_utf8_lossy(&o.stdout), "1\n");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("--time-limit"), "{err}");
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(start.elapsed().as_secs() < 30, "{:?}", start.elapsed());
}

#[test]
fn limits_that_are_no_size_are_refused() {
    for bad in ["1x", "-3G", "0"] {
        let o = matc_eval(&[&format!("--max-memory={bad}")], "1");
        assert_eq!(o.status.code(), Some(2), "{bad}");
        assert!(
            String::from_utf8_lossy(&o.stderr).contains("--max-memory"),
            "{bad}"
        );
    }
}
