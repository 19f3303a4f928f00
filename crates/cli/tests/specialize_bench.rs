//! `matc specialize` on the benchmarks of `../shared/bench`: each kernel is
//! specialized for the arguments its driver `bench_NAME(1)` passes (scalars
//! fixed by value, arrays by class and extents), the residual replaces the
//! kernel in a copy of the benchmark's folder (its other files, which the
//! specializer reads too, beside it), and the driver must print exactly
//! what it prints with the original: under matc, and under GNU Octave
//! `expected.txt` (Octave's output for the original). Skipped, and said so,
//! when `../shared` is absent (`MATC_SHARED` names it elsewhere, as for the
//! other tests that read it); the Octave half when `octave` is not installed.

use std::path::Path;
use std::process::Command;

/// One benchmark: its folder, its kernel's file and what its driver passes.
struct Bench {
    name: &'static str,
    kernel: &'static str,
    flags: &'static [&'static str],
}

const BENCHES: &[Bench] = &[
    Bench {
        name: "adpt",
        kernel: "adapt",
        flags: &[
            "--fix=a=-1",
            "--fix=b=6",
            "--fix=sz_guess=1",
            "--fix=tol=4e-13",
        ],
    },
    Bench {
        name: "capr",
        kernel: "capacitor",
        flags: &[
            "--fix=a=0.3257463*2",
            "--fix=b=8.65*0.04039",
            "--fix=c=3.29*0.55982",
            "--fix=d=0.727561*6.171",
            "--fix=n=floor(56.0980*0.36)",
            "--fix=tol=1.3e-13",
            "--fix=rel=0.90",
        ],
    },
    Bench {
        name: "clos",
        kernel: "closure",
        flags: &["--fix=N=120"],
    },
    Bench {
        name: "crni",
        kernel: "crnich",
        flags: &[
            "--fix=a=2.5",
            "--fix=b=1.5",
            "--fix=c=5",
            "--fix=n=300",
            "--fix=m=300",
        ],
    },
    Bench {
        name: "dich",
        kernel: "dirich",
        flags: &[
            "--fix=f1=20",
            "--fix=f2=180",
            "--fix=f3=80",
            "--fix=f4=0",
            "--fix=a=4",
            "--fix=b=4",
            "--fix=h=0.1",
            "--fix=tol=1e-5",
            "--fix=max1=1000",
        ],
    },
    Bench {
        name: "diff",
        kernel: "diffraction",
        flags: &[
            "--fix=CELLS=2",
            "--fix=SLITSIZE1=1e-5",
            "--fix=SLITSIZE2=1e-5",
            "--fix=T1=1",
            "--fix=T2=0",
        ],
    },
    Bench {
        name: "edit",
        kernel: "editdist",
        flags: &[
            "--class=s1=char",
            "--shape=s1=[1 600]",
            "--class=s2=char",
            "--shape=s2=[1 400]",
        ],
    },
    Bench {
        name: "fdtd",
        kernel: "fdtd",
        flags: &[
            "--fix=Lx=.05",
            "--fix=Ly=.04",
            "--fix=Lz=.03",
            "--fix=Nx=25",
            "--fix=Ny=20",
            "--fix=Nz=15",
            "--fix=nrm=866.0254",
            "--fix=Nt=20",
        ],
    },
    Bench {
        name: "fft",
        kernel: "fft_four1",
        flags: &[
            "--class=data=double",
            "--shape=data=[1 2048]",
            "--fix=n=1024",
            "--fix=isign=1",
        ],
    },
    Bench {
        name: "fiff",
        kernel: "finediff",
        flags: &[
            "--fix=a=2.5",
            "--fix=b=1.5",
            "--fix=c=0.5",
            "--fix=n=400",
            "--fix=m=400",
        ],
    },
    Bench {
        name: "mbrt",
        kernel: "mandelbrot",
        flags: &["--fix=N=2500", "--fix=Nmax=200"],
    },
    Bench {
        name: "nb1d",
        kernel: "nbody1d",
        flags: &[
            "--fix=n=30",
            "--class=Rx=double",
            "--shape=Rx=[30 1]",
            "--class=Ry=double",
            "--shape=Ry=[30 1]",
            "--class=Rz=double",
            "--shape=Rz=[30 1]",
            "--class=m=double",
            "--shape=m=[30 1]",
            "--fix=dT=.5*0.0833",
            "--fix=T=.5*32.4362",
        ],
    },
];

/// Runs `cmd` in `dir`: stdout, stderr, and whether it succeeded.
fn run(cmd: &mut Command, dir: &Path) -> (String, String, bool) {
    let out = cmd.current_dir(dir).output().expect("run a command");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    )
}

fn matc(dir: &Path, args: &[&str]) -> (String, String, bool) {
    run(Command::new(env!("CARGO_BIN_EXE_matc")).args(args), dir)
}

fn octave_installed() -> bool {
    Command::new("octave")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// A copy of the benchmark's `.m` files in a fresh folder.
fn copy_of(src: &Path, dst: &Path) {
    let _ = std::fs::remove_dir_all(dst);
    std::fs::create_dir_all(dst).unwrap();
    for e in std::fs::read_dir(src).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "m") {
            std::fs::copy(&p, dst.join(p.file_name().unwrap())).unwrap();
        }
    }
}

#[test]
fn bench_kernels_specialized_for_their_drivers_print_what_the_originals_print() {
    let bench = Path::new(env!("MATC_SHARED_DIR")).join("bench");
    if !bench.is_dir() {
        println!("skipped: {} is absent", bench.display());
        return;
    }
    let octave = octave_installed();
    if !octave {
        println!("the Octave half skipped: octave is not installed");
    }
    let work = std::env::temp_dir().join(format!("matc-specialize-bench-{}", std::process::id()));
    let mut bad = Vec::new();
    for b in BENCHES {
        let src = bench.join(b.name);
        let orig_dir = work.join(b.name).join("original");
        let res_dir = work.join(b.name).join("residual");
        copy_of(&src, &orig_dir);
        copy_of(&src, &res_dir);
        let kernel = src.join(format!("{}.m", b.kernel));
        let out = res_dir.join(format!("{}.m", b.kernel));
        let mut args = vec!["specialize".to_string(), kernel.display().to_string()];
        args.extend(b.flags.iter().map(|f| f.to_string()));
        args.extend(["-o".to_string(), out.display().to_string()]);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let (o, e, ok) = matc(Path::new("."), &args);
        if !ok {
            bad.push(format!("{}: matc {}: {o}{e}", b.name, args.join(" ")));
            continue;
        }
        let residual = std::fs::read_to_string(&out).unwrap();
        let driver = format!("bench_{}.m", b.name);
        let (orig_out, orig_err, _) = matc(&orig_dir, &["run", &driver, "1"]);
        let (res_out, res_err, _) = matc(&res_dir, &["run", &driver, "1"]);
        println!(
            "--- {}: {} lines of residual for {}",
            b.name,
            residual.lines().count(),
            b.kernel
        );
        if orig_out.is_empty() || res_out != orig_out || res_err != orig_err {
            bad.push(format!(
                "{}: under matc the original printed\n{orig_out}{orig_err}\nthe residual printed\n{res_out}{res_err}",
                b.name
            ));
        }
        if octave {
            let expected = std::fs::read_to_string(src.join("expected.txt")).unwrap();
            let (out, err, _) = run(
                Command::new("octave").args([
                    "-qf",
                    "--no-gui",
                    "--eval",
                    &format!("bench_{}(1)", b.name),
                ]),
                &res_dir,
            );
            // Octave 7 may say this on exit, whatever the program did.
            let out: String = out
                .lines()
                .filter(|l| !l.contains("execution_exception"))
                .map(|l| format!("{l}\n"))
                .collect();
            if out != expected {
                bad.push(format!(
                    "{}: under Octave the residual printed\n{out}{err}\nexpected\n{expected}",
                    b.name
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&work);
    assert!(bad.is_empty(), "{}", bad.join("\n---\n"));
}
