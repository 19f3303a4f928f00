// Tells the tests that read ../shared where it is (see the included file).
include!("../../tests/shared_dir.rs");
