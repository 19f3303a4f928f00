// The build script of each crate whose tests read `../shared` (the benchmarks,
// the corpus, the specializer's subjects): it tells those tests where the
// folder is (`MATC_SHARED_DIR`, or the environment's `MATC_SHARED`) and, when
// it is absent, sets the cfg `shared_absent`, under which they are
// `#[ignore]`d with a reason that `cargo test` prints beside their names.
use std::path::PathBuf;

pub fn main() {
    let dir = match std::env::var_os("MATC_SHARED") {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap()).join("../../../shared"),
    };
    println!("cargo::rustc-check-cfg=cfg(shared_absent)");
    println!("cargo::rustc-env=MATC_SHARED_DIR={}", dir.display());
    println!("cargo::rerun-if-env-changed=MATC_SHARED");
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=../../tests/shared_dir.rs");
    if dir.is_dir() {
        // Watched only while present: a watched path that is missing would
        // rebuild the crate on every cargo command.
        println!("cargo::rerun-if-changed={}", dir.display());
    } else {
        println!("cargo::rustc-cfg=shared_absent");
    }
}
