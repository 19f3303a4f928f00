//! The kernel's wall of `--sandbox` (`exec::os_wall`) on its own: a thread
//! behind it, with the interpreter's wall down (`runtime::sandbox` never
//! entered), reaches builtins' implementations below the interpreter's
//! check and the system calls themselves, and the kernel refuses the
//! effects: no process starts, nothing outside the folder is written,
//! renamed or deleted, no socket opens. What the thread may still do (write
//! inside the folder, start threads, compile loops to machine code) works.

use std::path::{Path, PathBuf};

use exec::os_wall::{self, Wall};
use runtime::{Ctx, Value};

/// A fresh folder holding `inside/` (the sandbox folder) and `outside/`
/// with a file to protect.
fn scene(name: &str) -> (PathBuf, PathBuf) {
    let base = std::env::temp_dir().join(format!("matc-os-wall-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&base);
    let (inside, outside) = (base.join("inside"), base.join("outside"));
    std::fs::create_dir_all(&inside).unwrap();
    std::fs::create_dir_all(&outside).unwrap();
    std::fs::write(outside.join("victim.txt"), "precious").unwrap();
    (inside, outside)
}

/// Calls builtin `name` as the interpreter would, past its check; the
/// results as text.
fn call(ctx: &mut Ctx, name: &str, args: &[&str]) -> String {
    let args: Vec<Value> = args.iter().map(|a| Value::str(a)).collect();
    match runtime::builtins::call(ctx, name, &args, 1) {
        Ok(vals) => vals
            .iter()
            .map(|v| v.as_string().unwrap_or_else(|| format!("{v:?}")))
            .collect::<Vec<_>>()
            .join(" "),
        Err(e) => format!("error: {}", e.message),
    }
}

/// What the confined thread saw, for the test's thread to judge.
#[derive(Debug, Default)]
struct Seen {
    missing: Vec<Wall>,
    lines: Vec<String>,
}

fn confined(inside: &Path, outside: &Path) -> Seen {
    let (inside, outside) = (inside.to_path_buf(), outside.to_path_buf());
    std::thread::spawn(move || {
        let mut seen = Seen {
            missing: os_wall::apply(&inside).expect("the walls go up"),
            ..Default::default()
        };
        assert!(
            !runtime::sandbox::active(),
            "the interpreter's wall stays down"
        );
        let mut ctx = Ctx::new();
        let ran = outside.join("ran");
        let touch = format!("touch {}", ran.display());
        let mut note = |what: &str, r: String| seen.lines.push(format!("{what}: {r}"));
        // Processes: the shell builtins' implementations, and execve itself.
        note("system", call(&mut ctx, "system", &[&touch]));
        note("unix", call(&mut ctx, "unix", &[&touch]));
        note("ls -l", call(&mut ctx, "ls", &["-l"]));
        let spawned = std::process::Command::new("/bin/sh")
            .args(["-c", &touch])
            .status();
        note("execve", format!("{spawned:?}"));
        // Files outside: written, made, renamed, deleted.
        let victim = outside.join("victim.txt").display().to_string();
        let new = outside.join("new.txt").display().to_string();
        note("fopen w", call(&mut ctx, "fopen", &[&new, "w"]));
        note("fopen r+", call(&mut ctx, "fopen", &[&victim, "r+"]));
        call(&mut ctx, "delete", &[&victim]);
        note(
            "delete",
            String::from_utf8_lossy(&ctx.take_err()).into_owned(),
        );
        note("unlink", call(&mut ctx, "unlink", &[&victim]));
        note("rename", call(&mut ctx, "rename", &[&victim, &new]));
        note("mkdir", call(&mut ctx, "mkdir", &[&format!("{new}.d")]));
        note("write", format!("{:?}", std::fs::write(&new, "x")));
        note("remove", format!("{:?}", std::fs::remove_file(&victim)));
        // Network.
        note(
            "tcp",
            format!("{:?}", std::net::TcpStream::connect("127.0.0.1:9")),
        );
        note(
            "udp",
            format!("{:?}", std::net::UdpSocket::bind("127.0.0.1:0")),
        );
        // What stays allowed.
        let mine = inside.join("mine.txt").display().to_string();
        note("fopen inside", call(&mut ctx, "fopen", &[&mine, "w"]));
        let thread = std::thread::spawn(|| 6 * 7).join();
        note("thread", format!("{thread:?}"));
        seen
    })
    .join()
    .expect("the confined thread ends")
}

#[test]
fn the_kernel_refuses_processes_and_outside_writes_by_itself() {
    let (inside, outside) = scene("refuses");
    let seen = confined(&inside, &outside);
    let line = |what: &str| {
        seen.lines
            .iter()
            .find(|l| l.starts_with(&format!("{what}: ")))
            .cloned()
            .unwrap_or_default()
    };
    let all = seen.lines.join("\n");
    if !seen.missing.contains(&Wall::Seccomp) {
        for what in ["system", "unix", "ls -l"] {
            assert!(line(what).contains("Operation not permitted"), "{all}");
        }
        assert!(line("execve").contains("PermissionDenied"), "{all}");
        assert!(line("tcp").contains("PermissionDenied"), "{all}");
        assert!(line("udp").contains("PermissionDenied"), "{all}");
    }
    assert!(!outside.join("ran").exists(), "a process ran:\n{all}");
    if !seen.missing.contains(&Wall::Landlock) {
        // fopen reports the failure as -1 and the system's message.
        for what in ["fopen w", "fopen r+", "delete", "unlink", "rename", "mkdir"] {
            assert!(line(what).contains("Permission denied"), "{all}");
        }
        assert!(line("write").contains("PermissionDenied"), "{all}");
        assert!(line("remove").contains("PermissionDenied"), "{all}");
        assert_eq!(
            std::fs::read_to_string(outside.join("victim.txt")).unwrap(),
            "precious",
            "{all}"
        );
        let listed: Vec<_> = std::fs::read_dir(&outside).unwrap().flatten().collect();
        assert_eq!(listed.len(), 1, "something was made outside:\n{all}");
        assert!(line("fopen inside").contains("Num(3.0)"), "{all}");
        assert!(inside.join("mine.txt").exists(), "{all}");
    } else {
        eprintln!("os_wall: this kernel has no Landlock; the write checks were skipped");
    }
    assert!(line("thread").contains("Ok(42)"), "{all}");
}

/// A whole program behind the wall: threads for large products, loops
/// compiled to machine code (executable memory), files in the folder.
#[test]
fn programs_run_behind_the_wall() {
    let (inside, outside) = scene("runs");
    let inside2 = inside.clone();
    let status = std::thread::spawn(move || {
        os_wall::apply(&inside2).expect("the walls go up");
        let code = format!(
            "A = rand(600); B = A * A'; s = 0; for k = 1:200000, s = s + k; end\n\
             f = fopen('{}/out.txt', 'w'); fprintf(f, '%d %d', s, size(B, 1)); fclose(f);",
            inside2.display()
        );
        let opts = exec::Options {
            jit: exec::JitMode::Always,
            ..Default::default()
        };
        exec::run(exec::Program::Code(&code), &opts)
    })
    .join()
    .unwrap();
    assert_eq!(status, 0);
    assert_eq!(
        std::fs::read_to_string(inside.join("out.txt")).unwrap(),
        "20000100000 600"
    );
    assert_eq!(std::fs::read_dir(&outside).unwrap().count(), 1);
}
