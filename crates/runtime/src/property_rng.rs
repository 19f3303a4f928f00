//! Reproducible data for the crate's property tests: xorshift64*, seeded by `MATC_PROPERTY_SEED` and run `MATC_PROPERTY_COUNT` times when they are set.

/// xorshift64*: the same numbers on every machine.
pub struct Rng(pub u64);

impl Rng {
    /// The generator of a property test and its number of cases: the
    /// environment's, else `seed` and `count` (what CI runs).
    pub fn for_property(seed: u64, count: usize) -> (Rng, usize) {
        let var = |name: &str| std::env::var(name).ok().and_then(|s| s.parse().ok());
        let seed: u64 = var("MATC_PROPERTY_SEED").unwrap_or(seed);
        let count = var("MATC_PROPERTY_COUNT").map_or(count, |c: u64| c as usize);
        (Rng(seed | 1), count)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}
