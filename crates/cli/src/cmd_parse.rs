//! `matc parse`: check that `.m` files parse; print them back or dump their trees.

use std::path::{Path, PathBuf};

#[derive(clap::Args)]
pub struct ParseArgs {
    /// Files or folders (searched recursively for `.m` files).
    #[arg(required = true)]
    pub paths: Vec<PathBuf>,
    /// Print each file back as MATLAB source.
    #[arg(long)]
    pub print: bool,
    /// Dump each file's syntax tree.
    #[arg(long)]
    pub ast: bool,
}

fn collect(p: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    if p.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(p)?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        entries.sort();
        for e in entries {
            if e.is_dir() || e.extension().is_some_and(|x| x == "m") {
                collect(&e, out)?;
            }
        }
    } else {
        out.push(p.to_path_buf());
    }
    Ok(())
}

/// Runs the command; returns the process exit code.
pub fn run(args: &ParseArgs) -> i32 {
    let mut files = Vec::new();
    let mut failed = 0usize;
    for p in &args.paths {
        if let Err(e) = collect(p, &mut files) {
            eprintln!("{}: error: {e}", p.display());
            failed += 1;
        }
    }
    let mut parsed = 0usize;
    for f in &files {
        let name = f.display().to_string();
        let bytes = match std::fs::read(f) {
            Ok(b) => b,
            Err(e) => {
                println!("{name}: error: cannot read the file: {e}");
                failed += 1;
                continue;
            }
        };
        let text = syntax::decode_borrowed(&bytes);
        let result = syntax::parse(&text);
        if result.errors.is_empty() {
            parsed += 1;
        } else {
            failed += 1;
            let d = &result.errors[0];
            let (line, col) = syntax::line_col(&text, d.span.lo);
            let more = if result.errors.len() > 1 {
                format!(" (and {} more errors)", result.errors.len() - 1)
            } else {
                String::new()
            };
            println!("{name}:{line}:{col}: error: {}{more}", d.message);
            if args.print || args.ast {
                for d in &result.errors {
                    eprintln!("{}", syntax::render_diagnostic(&name, &text, d));
                }
            }
        }
        if args.ast {
            println!("{:#?}", result.file);
        }
        if args.print {
            print!("{}", syntax::print_file(&result.file));
        }
    }
    println!("{parsed} parsed, {failed} failed");
    if failed > 0 {
        1
    } else {
        0
    }
}
