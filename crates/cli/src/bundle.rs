//! `matc build FILE.m -o EXE`: the standalone executable.

use crate::cmd_build::BuildArgs;

pub fn build(_a: &BuildArgs) -> Result<(), String> {
    Err("matc build: standalone executables are not done yet".into())
}
