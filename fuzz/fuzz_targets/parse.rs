//! Fuzz target: any bytes decode, parse, render their diagnostics and print
//! back without a panic; printed output parses again.
//! Run: `cargo +nightly fuzz run parse -- -max_total_time=300` (from the repo root),
//! seeding with corpus files: `cargo +nightly fuzz run parse ../shared/corpus/mcbench`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = syntax::decode(data);
    let parsed = syntax::parse(&text);
    for d in parsed.errors.iter().take(5) {
        let _ = syntax::render_diagnostic("fuzz.m", &text, d);
    }
    let printed = syntax::print_file(&parsed.file);
    let _ = syntax::parse(&printed);
});
