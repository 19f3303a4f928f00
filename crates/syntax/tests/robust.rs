//! The parser never panics or overflows the stack: deep nesting gets an
//! error, and truncated or mutated corpus files (proptest) parse to a tree.

use proptest::prelude::*;

/// Runs `f` on a thread with a 2 MiB stack, the default for test threads.
fn small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap();
}

fn check_deep(open: &str, close: &str) {
    for n in [10usize, 50, 1_000, 100_000] {
        let src = format!("x = {}1{};\n", open.repeat(n), close.repeat(n));
        let p = syntax::parse(&src);
        if n <= 50 {
            assert!(p.errors.is_empty(), "{open} x{n}: {:?}", p.errors.first());
        } else {
            assert!(
                p.errors
                    .iter()
                    .any(|d| d.message.contains("nested too deeply")),
                "{open} x{n}"
            );
        }
        let _ = syntax::print_file(&p.file);
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    small_stack(|| {
        check_deep("(", ")");
        check_deep("[", "]");
        check_deep("{", "}");
        check_deep("-", "");
        check_deep("~", "");
        check_deep("f(", ")");
        check_deep("@() ", "");
        check_deep("2^-(", ")");
        check_deep("a{", "}");
        let chain = format!("x = 1{};", " + 1".repeat(100_000));
        let p = syntax::parse(&chain);
        assert!(p.errors.iter().any(|d| d.message.contains("too long")));
        let _ = syntax::print_file(&p.file);
        let chain = format!("x = 1{};", ":1".repeat(100_000));
        assert!(!syntax::parse(&chain).errors.is_empty());
        let blocks = "if x\n".repeat(5_000) + &"end\n".repeat(5_000);
        let p = syntax::parse(&blocks);
        assert!(p
            .errors
            .iter()
            .any(|d| d.message.contains("nested too deeply")));
        let funcs = "function f\n".repeat(5_000) + &"end\n".repeat(5_000);
        let _ = syntax::parse(&funcs);
    });
}

fn sample_files() -> Vec<String> {
    let root = std::path::Path::new(env!("MATC_SHARED_DIR")).join("corpus");
    let tsv =
        std::fs::read_to_string(root.join("octave-parse.tsv")).expect("read octave-parse.tsv");
    tsv.lines()
        .filter(|l| !l.starts_with('#'))
        .step_by(40)
        .filter_map(|l| std::fs::read(root.join(l.split('\t').next()?)).ok())
        .map(|b| syntax::decode(&b))
        .collect()
}

const SNIPPETS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "'",
    "\"",
    "%",
    "%{\n",
    "\n%}\n",
    "...",
    "\n",
    ";",
    ",",
    "end",
    "function ",
    "if ",
    "for ",
    " -",
    "@(",
    ".'",
    "=",
    "#",
    "!",
    "~",
    "classdef ",
    "properties",
    "  ",
    "\t",
    "é",
    "\r",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    #[cfg_attr(shared_absent, ignore = "needs ../shared, which is absent")]
    fn mutated_corpus_files_parse_without_panic(
        file in 0usize..1000,
        cut in 0.0f64..1.0,
        edits in proptest::collection::vec((0.0f64..1.0, 0usize..SNIPPETS.len(), 0usize..4), 0..8),
    ) {
        let files = sample_files();
        let mut text = files[file % files.len()].clone();
        for (at, snip, del) in edits {
            let mut k = (at * text.len() as f64) as usize;
            while !text.is_char_boundary(k) { k -= 1; }
            let mut end = (k + del).min(text.len());
            while !text.is_char_boundary(end) { end += 1; }
            text.replace_range(k..end, SNIPPETS[snip]);
        }
        // Cut in the second half, at a character boundary.
        let mut k = ((cut * text.len() as f64) as usize).max(text.len() / 2);
        while !text.is_char_boundary(k) { k -= 1; }
        let text = &text[..k];
        let p = syntax::parse(text);
        for d in &p.errors {
            prop_assert!(d.span.lo <= d.span.hi && d.span.hi as usize <= text.len(), "{d:?}");
            let _ = syntax::render_diagnostic("m.m", text, d);
        }
        let printed = syntax::print_file(&p.file);
        let _ = syntax::parse(&printed);
    }

    #[test]
    fn arbitrary_bytes_parse_without_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = syntax::decode(&bytes);
        let p = syntax::parse(&text);
        for d in &p.errors {
            let _ = syntax::render_diagnostic("m.m", &text, d);
        }
        let _ = syntax::print_file(&p.file);
    }
}
