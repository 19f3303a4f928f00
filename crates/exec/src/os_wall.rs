//! The kernel's wall around a `--sandbox` run (Linux), the second line of
//! defence behind the interpreter's (`runtime::sandbox`): it holds even for
//! a builtin that reached its effect past the interpreter's check.
//!
//! [`apply`] confines the calling thread and every thread it starts, for
//! good: `no_new_privs`; Landlock (the `landlock` crate), where the kernel
//! has it, lets files be written, made, renamed or deleted only below the
//! sandbox folder, executes no file and opens no TCP port; a seccomp
//! filter (the `seccompiler` crate) refuses new processes (`execve`,
//! `fork`, `clone` without `CLONE_THREAD`), `ptrace`, sockets, signals to
//! other processes and the system calls that change files' owners,
//! permissions or times by name. A refused system call fails with `EPERM`
//! (`clone3` with `ENOSYS`, so that thread creation falls back to `clone`),
//! which the builtin reports as a MATLAB error; nothing is killed.
//! Threads, memory mappings (Cranelift's executable code, mimalloc's
//! arenas) and reads stay allowed. [`limit`] sets the process's resource
//! limits for `--max-memory` and `--time-limit`. A mechanism the kernel
//! lacks is named once on stderr, and the run goes on behind the others.

use std::path::Path;

use crate::Options;

/// `--max-memory` under `--sandbox` when none is given: the machine's
/// physical memory (or this, where it cannot be read).
pub const DEFAULT_MAX_MEMORY: u64 = 16 << 30;

/// `--time-limit` under `--sandbox` when none is given: an hour.
pub const DEFAULT_TIME_LIMIT: u64 = 3600;

/// Address space a run holds besides its arrays, added to `--max-memory`
/// for the kernel's limit: the interpreter thread's stack (1 GiB reserved),
/// the worker threads' stacks and the code.
const HEADROOM: u64 = (1 << 30) + (512 << 20);

/// After the CPU limit, the seconds a program stuck in one long builtin
/// has before the kernel kills it.
const GRACE_SECONDS: u64 = 5;

/// Set by the CPU-time signal: the run stops as past `--time-limit`.
pub static TIME_UP: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Sets the process's limits: the address space (`RLIMIT_AS`) for
/// `--max-memory`, CPU seconds (`RLIMIT_CPU`) and the clock for
/// `--time-limit`; under `--sandbox` with generous defaults.
pub fn limit(opts: &Options, sandboxed: bool) -> Result<(), String> {
    let memory = opts.max_memory.or_else(|| sandboxed.then(physical_memory));
    let seconds = opts
        .time_limit
        .or_else(|| sandboxed.then_some(DEFAULT_TIME_LIMIT));
    if let Some(bytes) = memory {
        let cap = bytes
            .saturating_add(HEADROOM)
            .saturating_add(address_space_now());
        set_limit(libc::RLIMIT_AS, cap, cap).map_err(|e| format!("--max-memory: {e}"))?;
    }
    if let Some(s) = seconds {
        // The soft limit's signal stops the program at its next loop
        // iteration or call with an error; the hard one kills a program
        // that does not get there.
        // SAFETY: the handler only stores to atomics, which is async-signal-safe.
        unsafe {
            signal_hook::low_level::register(signal_hook::consts::SIGXCPU, || {
                TIME_UP.store(true, std::sync::atomic::Ordering::Relaxed);
                runtime::INTERRUPT.store(true, std::sync::atomic::Ordering::Relaxed);
            })
        }
        .map_err(|e| format!("--time-limit: {e}"))?;
        let used = cpu_seconds_used();
        set_limit(
            libc::RLIMIT_CPU,
            s.saturating_add(used),
            s.saturating_add(used + GRACE_SECONDS),
        )
        .map_err(|e| format!("--time-limit: {e}"))?;
        watch_the_clock(s);
    }
    Ok(())
}

/// Wall-clock seconds count too: a program that waits (`pause`, `input`,
/// a read that blocks) uses no CPU. Past `seconds` the run stops as past
/// the CPU limit; one stuck where it cannot see the flag is ended after
/// the grace period with the same message.
fn watch_the_clock(seconds: u64) {
    use std::sync::atomic::Ordering::Relaxed;
    let spawned = std::thread::Builder::new()
        .name("time-limit".into())
        .stack_size(64 << 10)
        .spawn(move || {
            std::thread::sleep(std::time::Duration::from_secs(seconds));
            TIME_UP.store(true, Relaxed);
            runtime::INTERRUPT.store(true, Relaxed);
            std::thread::sleep(std::time::Duration::from_secs(GRACE_SECONDS));
            eprintln!("{OUT_OF_TIME}");
            std::process::exit(1);
        });
    if spawned.is_err() {
        eprintln!("matc: --time-limit counts CPU seconds only (no thread for the clock)");
    }
}

/// The error of a run stopped by `--time-limit`.
pub const OUT_OF_TIME: &str =
    "error: out of time: the program ran past its --time-limit (seconds of CPU or of the clock)";

fn set_limit(resource: libc::__rlimit_resource_t, soft: u64, hard: u64) -> std::io::Result<()> {
    let mut old = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: plain system calls on a struct of ours.
    unsafe {
        if libc::getrlimit(resource, &mut old) != 0 {
            return Err(std::io::Error::last_os_error());
        }
        // A limit already lower stays: a process may only lower its limits.
        let new = libc::rlimit {
            rlim_cur: soft.min(old.rlim_max),
            rlim_max: hard.min(old.rlim_max),
        };
        if libc::setrlimit(resource, &new) != 0 {
            return Err(std::io::Error::last_os_error());
        }
    }
    Ok(())
}

/// The machine's physical memory in bytes.
fn physical_memory() -> u64 {
    // SAFETY: sysconf only reads.
    let (pages, size) = unsafe {
        (
            libc::sysconf(libc::_SC_PHYS_PAGES),
            libc::sysconf(libc::_SC_PAGESIZE),
        )
    };
    if pages > 0 && size > 0 {
        pages as u64 * size as u64
    } else {
        DEFAULT_MAX_MEMORY
    }
}

/// The address space the process holds now (`VmSize`), in bytes.
fn address_space_now() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            let line = s.lines().find(|l| l.starts_with("VmSize:"))?;
            let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
            Some(kb << 10)
        })
        .unwrap_or(0)
}

/// Whole CPU seconds the process has used so far.
fn cpu_seconds_used() -> u64 {
    let mut u = std::mem::MaybeUninit::<libc::rusage>::zeroed();
    // SAFETY: getrusage fills the struct it is given.
    let u = unsafe {
        libc::getrusage(libc::RUSAGE_SELF, u.as_mut_ptr());
        u.assume_init()
    };
    (u.ru_utime.tv_sec + u.ru_stime.tv_sec + 1).max(0) as u64
}

/// Confines the calling thread and the threads it will start: see the
/// module's documentation. Returns what this kernel lacks (each named in
/// [`Wall`]); an error only when a wall the kernel has failed to go up.
pub fn apply(folder: &Path) -> Result<Vec<Wall>, String> {
    // SAFETY: a plain prctl on the calling thread.
    if unsafe { libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) } != 0 {
        let e = std::io::Error::last_os_error();
        return Err(format!("no_new_privs: {e}"));
    }
    let mut missing = Vec::new();
    landlock_folder(folder, &mut missing)?;
    seccomp_filter(&mut missing)?;
    Ok(missing)
}

/// A wall a kernel may lack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wall {
    /// Landlock: files outside the folder are guarded by the interpreter alone.
    Landlock,
    /// Landlock older than ABI 6: files are guarded, TCP ports, signals and
    /// abstract sockets by seccomp or not at all.
    NewerLandlock,
    /// seccomp: processes and sockets are refused by the interpreter alone.
    Seccomp,
}

impl std::fmt::Display for Wall {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Wall::Landlock => "no Landlock (files are guarded by the interpreter alone)",
            Wall::NewerLandlock => {
                "an older Landlock (files are guarded, network ports and signals less)"
            }
            Wall::Seccomp => {
                "no seccomp (processes and sockets are refused by the interpreter alone)"
            }
        })
    }
}

/// Landlock: writes of every kind only below `folder`, no file executed, no
/// TCP port bound or connected, no signal or abstract socket beyond this
/// run's own threads (each as far as the kernel's Landlock goes).
fn landlock_folder(folder: &Path, missing: &mut Vec<Wall>) -> Result<(), String> {
    use landlock::{
        Access, AccessFs, AccessNet, PathBeneath, PathFd, Ruleset, RulesetAttr, RulesetCreatedAttr,
        RulesetStatus, Scope, ABI,
    };
    let abi = ABI::V6;
    let write = AccessFs::from_write(abi);
    let err = |e: landlock::RulesetError| format!("Landlock: {e}");
    let status = Ruleset::default()
        .handle_access(write | AccessFs::Execute)
        .map_err(err)?
        .handle_access(AccessNet::from_all(abi))
        .map_err(err)?
        .scope(Scope::from_all(abi))
        .map_err(err)?
        .create()
        .map_err(err)?
        .add_rule(PathBeneath::new(
            PathFd::new(folder).map_err(|e| format!("Landlock: {e}"))?,
            write,
        ))
        .map_err(err)?
        .restrict_self()
        .map_err(err)?;
    match status.ruleset {
        RulesetStatus::FullyEnforced => {}
        RulesetStatus::PartiallyEnforced => missing.push(Wall::NewerLandlock),
        RulesetStatus::NotEnforced => missing.push(Wall::Landlock),
    }
    Ok(())
}

/// The system calls refused with `EPERM`, unconditionally.
const REFUSED: &[libc::c_long] = &[
    libc::SYS_execve,
    libc::SYS_execveat,
    libc::SYS_fork,
    libc::SYS_vfork,
    libc::SYS_ptrace,
    libc::SYS_process_vm_readv,
    libc::SYS_process_vm_writev,
    libc::SYS_socket,
    libc::SYS_tkill,
    libc::SYS_pidfd_open,
    libc::SYS_pidfd_send_signal,
    libc::SYS_pidfd_getfd,
    libc::SYS_io_uring_setup,
    libc::SYS_io_uring_enter,
    libc::SYS_io_uring_register,
    libc::SYS_unshare,
    libc::SYS_setns,
    libc::SYS_mount,
    libc::SYS_umount2,
    libc::SYS_pivot_root,
    libc::SYS_chroot,
    libc::SYS_bpf,
    libc::SYS_perf_event_open,
    libc::SYS_userfaultfd,
    libc::SYS_keyctl,
    libc::SYS_add_key,
    libc::SYS_request_key,
    libc::SYS_fchmodat,
    libc::SYS_fchownat,
    libc::SYS_fchown,
    libc::SYS_setxattr,
    libc::SYS_lsetxattr,
    libc::SYS_fsetxattr,
    libc::SYS_removexattr,
    libc::SYS_lremovexattr,
    libc::SYS_fremovexattr,
    libc::SYS_utimensat,
    #[cfg(target_arch = "x86_64")]
    libc::SYS_chmod,
    #[cfg(target_arch = "x86_64")]
    libc::SYS_chown,
    #[cfg(target_arch = "x86_64")]
    libc::SYS_lchown,
    #[cfg(target_arch = "x86_64")]
    libc::SYS_utime,
    #[cfg(target_arch = "x86_64")]
    libc::SYS_utimes,
    #[cfg(target_arch = "x86_64")]
    libc::SYS_futimesat,
];

/// seccomp: see the module's documentation.
fn seccomp_filter(missing: &mut Vec<Wall>) -> Result<(), String> {
    use seccompiler::{
        SeccompAction, SeccompCmpArgLen as Len, SeccompCmpOp, SeccompCondition as Cond,
        SeccompFilter, SeccompRule,
    };
    use std::collections::BTreeMap;
    let Ok(arch) = std::env::consts::ARCH.try_into() else {
        missing.push(Wall::Seccomp);
        return Ok(());
    };
    let err = |e: seccompiler::BackendError| format!("seccomp: {e}");
    let rule = |conds: Vec<Cond>| SeccompRule::new(conds).map_err(err);
    let mut rules: BTreeMap<i64, Vec<SeccompRule>> =
        REFUSED.iter().map(|&nr| (nr, Vec::new())).collect();
    // A process only through `clone` without CLONE_THREAD; threads stay.
    let no_thread = Cond::new(
        0,
        Len::Qword,
        SeccompCmpOp::MaskedEq(libc::CLONE_THREAD as u64),
        0,
    )
    .map_err(err)?;
    rules.insert(libc::SYS_clone, vec![rule(vec![no_thread])?]);
    // Signals only to this process itself (`raise`, `abort`, thread signals).
    let me = std::process::id() as u64;
    let other = || Cond::new(0, Len::Dword, SeccompCmpOp::Ne, me).map_err(err);
    for nr in [
        libc::SYS_kill,
        libc::SYS_tgkill,
        libc::SYS_rt_sigqueueinfo,
        libc::SYS_rt_tgsigqueueinfo,
    ] {
        rules.insert(nr, vec![rule(vec![other()?])?]);
    }
    let eperm = SeccompFilter::new(
        rules,
        SeccompAction::Allow,
        SeccompAction::Errno(libc::EPERM as u32),
        arch,
    )
    .map_err(err)?;
    // clone3's flags are in memory a filter cannot read: ENOSYS makes the C
    // library fall back to `clone`, which the filter above reads.
    let enosys = SeccompFilter::new(
        [(libc::SYS_clone3, Vec::new())].into_iter().collect(),
        SeccompAction::Allow,
        SeccompAction::Errno(libc::ENOSYS as u32),
        arch,
    )
    .map_err(err)?;
    for f in [eperm, enosys] {
        let program: seccompiler::BpfProgram = f.try_into().map_err(err)?;
        match seccompiler::apply_filter(&program) {
            Ok(()) => {}
            Err(seccompiler::Error::Seccomp(e)) if e.raw_os_error() == Some(libc::EINVAL) => {
                missing.push(Wall::Seccomp);
                return Ok(());
            }
            Err(e) => return Err(format!("seccomp: {e}")),
        }
    }
    Ok(())
}
