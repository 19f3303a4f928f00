//! The `MATC_*` environment variables, read once at start into one [`Config`] (docs/running.md lists them).
//!
//! The library crates read no environment: each gets what it needs from
//! here as an ordinary option (`exec::Options`, `jit::Debug`,
//! `cgen::Options`).

use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::OnceLock;

/// What the `MATC_*` variables ask for. A variable counts as set when it
/// is present with any value, as it always has.
#[derive(Clone, Debug, Default)]
pub struct Config {
    /// `MATC_JIT`: the `--jit` mode when the flag is not given.
    pub jit: Option<exec::JitMode>,
    /// `MATC_NO_TYPES`: run without the types analysis's facts.
    pub no_types: bool,
    /// `MATC_DUMP_MIR`: print the program's MIR before it runs.
    pub dump_mir: bool,
    /// `MATC_JIT_VERIFY`, `MATC_JIT_CLIF`, `MATC_JIT_DISASM`.
    pub jit_debug: jit::Debug,
    /// `MATC_LIBRARY`: a folder served in place of the embedded library.
    pub library: Option<PathBuf>,
    /// `MATC_AOT=off`: a built executable runs its functions in the engine.
    pub aot_off: bool,
    /// `MATC_AOT=trace`: a built executable tells at exit which calls ran compiled.
    pub aot_trace: bool,
    /// `MATC_BUILD_FACTS`: `matc build --emit-c` prints the types facts.
    pub build_facts: bool,
    /// `MATC_BUILD_KEEP`: `matc build` keeps its C folder.
    pub build_keep: bool,
    /// `MATC_CGEN_DEBUG`: the C generator prints layouts and counters.
    pub cgen_debug: bool,
}

impl Config {
    /// The configuration `var` (a variable's value, if set) describes.
    fn read(var: impl Fn(&str) -> Option<OsString>) -> Config {
        let set = |name: &str| var(name).is_some();
        let text = |name: &str| var(name).map(|v| v.to_string_lossy().into_owned());
        Config {
            jit: match text("MATC_JIT").as_deref() {
                Some("off") => Some(exec::JitMode::Off),
                Some("auto") => Some(exec::JitMode::Auto),
                Some("always") => Some(exec::JitMode::Always),
                _ => None,
            },
            no_types: set("MATC_NO_TYPES"),
            dump_mir: set("MATC_DUMP_MIR"),
            jit_debug: jit::Debug {
                verify: set("MATC_JIT_VERIFY"),
                clif: text("MATC_JIT_CLIF").map(|v| {
                    if v == "raw" {
                        jit::Clif::Raw
                    } else {
                        jit::Clif::Optimized
                    }
                }),
                disasm: set("MATC_JIT_DISASM"),
            },
            library: var("MATC_LIBRARY").map(PathBuf::from),
            aot_off: var("MATC_AOT").is_some_and(|v| v == "off"),
            aot_trace: var("MATC_AOT").is_some_and(|v| v == "trace"),
            build_facts: set("MATC_BUILD_FACTS"),
            build_keep: set("MATC_BUILD_KEEP"),
            cgen_debug: set("MATC_CGEN_DEBUG"),
        }
    }
}

/// The configuration of this process, read from the environment on first use.
pub fn config() -> &'static Config {
    static CONFIG: OnceLock<Config> = OnceLock::new();
    CONFIG.get_or_init(|| Config::read(|name| std::env::var_os(name)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variables_map_to_fields() {
        let c = Config::read(|name| match name {
            "MATC_JIT" => Some("always".into()),
            "MATC_JIT_CLIF" => Some("raw".into()),
            "MATC_AOT" => Some("trace".into()),
            "MATC_NO_TYPES" => Some("".into()),
            _ => None,
        });
        assert_eq!(c.jit, Some(exec::JitMode::Always));
        assert_eq!(c.jit_debug.clif, Some(jit::Clif::Raw));
        assert!(c.no_types && !c.dump_mir && !c.aot_off && !c.jit_debug.disasm);
        let none = Config::read(|_| None);
        assert!(none.jit.is_none() && none.library.is_none() && !none.cgen_debug);
    }
}
