// Tells the tests that read ../shared where it is (see the included file),
// and links `matc` as a position-dependent executable on Linux.
//
// A position-independent one starts by relocating 38,000 pointers in its
// tables, which copies each of their 180 pages on first write (200 of an
// empty script's 585 page faults). Whole runs are 0.5 ms (an empty script)
// to 3 ms (lgdr, pdst) faster; docs/benchmarks.md has the table. The cost
// is that the binary's own code is not placed at a random address.
mod shared_dir {
    include!("../../tests/shared_dir.rs");
}

fn main() {
    shared_dir::main();
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        println!("cargo::rustc-link-arg-bins=-no-pie");
    }
}
