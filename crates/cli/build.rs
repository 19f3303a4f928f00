// Tells the tests that read ../shared where it is (see the included file),
// and links `matc` as a position-dependent executable on Linux.
//
// A position-independent one starts by relocating 38,000 pointers in its
// tables, which copies each of their 180 pages on first write: 0.4 ms of
// an empty script's 2.3 (200 of its 585 page faults), and 1 ms of the
// n-body benchmark's 13, whose calls through the GOT also become direct.
// The cost is that the binary's own code is not placed at a random address.
mod shared_dir {
    include!("../../tests/shared_dir.rs");
}

fn main() {
    shared_dir::main();
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        println!("cargo::rustc-link-arg-bins=-no-pie");
    }
}
