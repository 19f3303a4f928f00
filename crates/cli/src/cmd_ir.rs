//! `matc ir`: print the MIR of a program (every function reachable from FILE).

use std::path::PathBuf;

#[derive(clap::Args)]
pub struct IrArgs {
    /// The entry `.m` file (a script or a function file).
    pub file: PathBuf,
    /// Print only the functions with this name (local functions included).
    #[arg(long)]
    pub function: Option<String>,
    /// Print the CFG before SSA construction (variables as ReadVar/WriteVar).
    #[arg(long)]
    pub no_ssa: bool,
    /// Skip the cleanup passes (copy propagation, folding, CSE, DCE).
    #[arg(long)]
    pub no_opt: bool,
    /// Print the typed LIR of the loops the native tier compiles (and why
    /// the others stay interpreted) instead of the MIR.
    #[arg(long)]
    pub lir: bool,
    /// With --lir: the entry's arguments, as `matc run` takes them (the
    /// types analysis then knows them, as it does in that run).
    pub args: Vec<String>,
}

/// Runs the command; returns the process exit code.
pub fn run(args: &IrArgs) -> i32 {
    let mut loader = mir::Loader::new(Box::new(runtime::builtins::is_builtin));
    loader.ssa = !args.no_ssa;
    loader.optimize = !args.no_ssa && !args.no_opt;
    let mut prog = mir::ir::Program::default();
    let result = loader.load_entry(&mut prog, &args.file);
    let mut code = 0;
    if let Err(errors) = &result {
        for e in errors {
            eprintln!("{e}");
        }
        code = 1;
    }
    // With --function, the named functions and the anonymous ones inside them.
    let wanted = |f: &mir::ir::Function| match &args.function {
        None => true,
        Some(want) => &f.name == want,
    };
    let selected: Vec<&mir::ir::Function> = prog.functions.iter().filter(|f| wanted(f)).collect();
    let inside = |f: &mir::ir::Function| {
        matches!(f.kind, mir::ir::FunctionKind::Anonymous { .. })
            && selected
                .iter()
                .any(|s| s.file == f.file && s.span.lo <= f.span.lo && f.span.hi <= s.span.hi)
    };
    if args.lir {
        let ids: Vec<mir::ir::FuncId> = prog
            .functions
            .iter()
            .enumerate()
            .filter(|(_, f)| !f.blocks.is_empty() && (wanted(f) || inside(f)))
            .map(|(i, _)| mir::ir::FuncId(i as u32))
            .collect();
        if ids.is_empty() && args.function.is_some() {
            eprintln!(
                "no function named '{}'",
                args.function.as_deref().unwrap_or_default()
            );
            return 1;
        }
        print!(
            "{}",
            exec::native::lir_listing(prog, loader, &ids, &args.args)
        );
        return code;
    }
    let mut printed = 0;
    for (i, f) in prog.functions.iter().enumerate() {
        if f.blocks.is_empty() || !(wanted(f) || inside(f)) {
            continue;
        }
        print!(
            "{}",
            mir::print::function_to_string(&prog, mir::ir::FuncId(i as u32))
        );
        println!();
        printed += 1;
    }
    if printed == 0 && args.function.is_some() {
        eprintln!(
            "no function named '{}'",
            args.function.as_deref().unwrap_or_default()
        );
        code = 1;
    }
    code
}
