//! Octave-compatible random streams: MT19937 (`randmtzig`) and the old RANLIB generator.
//!
//! Octave keeps one generator state per distribution (uniform, normal,
//! exponential, gamma, Poisson), so `rand('twister', s)` leaves the `randn`
//! stream alone; we do the same. The samplers are the published ones:
//! Marsaglia and Tsang's ziggurat (2000) for the normal and exponential,
//! their squeeze method (2000) for the gamma, and for the Poisson inversion
//! of the distribution function (small means), the Cauchy-envelope rejection
//! of Press et al.'s *Numerical Recipes* (larger ones) and a normal
//! approximation (means above 1e8).

use rand_mt::Mt;
use std::sync::OnceLock;

/// Distribution whose stream a call draws from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dist {
    Uniform,
    Normal,
    Exponential,
    Gamma,
    Poisson,
}

/// How many distributions keep a stream.
const DISTS: usize = 5;

/// One stream: MT19937, or RANLIB's L'Ecuyer generator after `rand('seed', s)`.
#[derive(Clone)]
struct Stream {
    mt: Box<Mt>,
    /// `Some((s1, s2))` after `rand('seed', x)`: Octave then uses RANLIB.
    old: Option<(i32, i32)>,
}

impl Stream {
    fn from_entropy(salt: u32) -> Stream {
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let key = [
            t as u32,
            (t >> 32) as u32,
            std::process::id(),
            salt.wrapping_mul(0x9e37_79b9),
        ];
        Stream {
            mt: Box::new(Mt::new_with_key(key)),
            old: None,
        }
    }
}

/// The generator state carried by the runtime context.
#[derive(Clone)]
pub struct RandState {
    /// One stream per distribution, indexed by `Dist as usize`, seeded
    /// when first drawn from (seeding all five took a twentieth of an empty
    /// script's instructions).
    streams: [Option<Stream>; DISTS],
    /// The streams handed out by `rand ("state")` queries, which a state
    /// vector names by its position here (see `query_state`).
    saved: Vec<Stream>,
    /// The last `rand ("seed", x)`, which `rand ("seed")` reports.
    seed: f64,
}

/// First word of a state vector matc handed out (`matc` in ASCII); Octave's
/// own state vectors end with an index of 1 to 625, never 0.
const SAVED_STATE_MARK: f64 = 1835103331.0;
const STATE_LEN: usize = 625;

impl Default for RandState {
    fn default() -> Self {
        RandState::new()
    }
}

/// A seed element becomes a key word as Octave's conversion to uint32 does:
/// rounded, saturated, NaN to 0 (checked: `rand('twister', -1)` equals seed 0).
fn double2uint32(d: f64) -> u32 {
    if d.is_nan() {
        0
    } else {
        d.round().clamp(0.0, u32::MAX as f64) as u32
    }
}

/// RANLIB seeds from a double's two 32-bit halves (oct-rand.cc `do_seed`).
fn ranlib_seeds(s: f64) -> (i32, i32) {
    fn fit(i: i32, lo: i32, hi: i32) -> i32 {
        let i = i.wrapping_abs();
        if i < lo {
            lo
        } else if i > hi {
            i % hi
        } else {
            i
        }
    }
    let bits = s.to_bits();
    let lo = bits as u32 as i32;
    let hi = (bits >> 32) as u32 as i32;
    (fit(lo, 1, 2_147_483_563), fit(hi, 1, 2_147_483_399))
}

/// RANLIB `ignlgi`: one step of the combined multiplicative generators.
fn ignlgi(s: &mut (i32, i32)) -> i32 {
    const M1: i32 = 2_147_483_563;
    const M2: i32 = 2_147_483_399;
    let (mut s1, mut s2) = *s;
    let k = s1 / 53668;
    s1 = 40014 * (s1 - k * 53668) - k * 12211;
    if s1 < 0 {
        s1 += M1;
    }
    let k = s2 / 52774;
    s2 = 40692 * (s2 - k * 52774) - k * 3791;
    if s2 < 0 {
        s2 += M2;
    }
    *s = (s1, s2);
    let mut z = s1 - s2;
    if z < 1 {
        z += M1 - 1;
    }
    z
}

/// RANLIB `ranf` in single precision, as Octave's old generator returns it.
fn ranf(s: &mut (i32, i32)) -> f64 {
    let z = ignlgi(s);
    ((z as f32) * 4.656_613e-10_f32) as f64
}

/// Octave 7 `randu53`: a double in (0, 1) from two MT draws (zero is redrawn).
#[inline]
fn randu53(mt: &mut Mt) -> f64 {
    loop {
        let a = (mt.next_u32() >> 5) as i32;
        let b = (mt.next_u32() >> 6) as i32;
        if a != 0 || b != 0 {
            return (a as f64 * 67_108_864.0 + b as f64) / 9_007_199_254_740_992.0;
        }
    }
}

#[inline]
fn randi54(mt: &mut Mt) -> u64 {
    let lo = mt.next_u32() as u64;
    let hi = (mt.next_u32() & 0x3F_FFFF) as u64;
    (hi << 32) | lo
}

// The constants are randmtzig.cc's, digit for digit.
#[allow(clippy::excessive_precision)]
const ZIGGURAT_NOR_R: f64 = 3.654_152_885_361_008_8;
#[allow(clippy::excessive_precision)]
const ZIGGURAT_NOR_INV_R: f64 = 0.273_661_237_329_758_28;
const NOR_SECTION_AREA: f64 = 0.004_928_673_233_99;
const NMANTISSA: f64 = 9_007_199_254_740_992.0;

struct Zig {
    ki: [u64; 256],
    wi: [f64; 256],
    fi: [f64; 256],
}

impl Zig {
    /// The 256 layers of a ziggurat (Marsaglia and Tsang, 2000) under the
    /// density `f` (unnormalized, `f(0) = 1`) with inverse `f_inv`, base
    /// strip edge `r` and layer area `area`, scaled to 53-bit draws.
    fn new(r: f64, area: f64, f: fn(f64) -> f64, f_inv: fn(f64) -> f64) -> Zig {
        let mut z = Zig {
            ki: [0; 256],
            wi: [0.0; 256],
            fi: [0.0; 256],
        };
        let mut x1 = r;
        z.wi[255] = x1 / NMANTISSA;
        z.fi[255] = f(x1);
        z.ki[0] = (x1 * z.fi[255] / area * NMANTISSA) as u64;
        z.wi[0] = area / z.fi[255] / NMANTISSA;
        z.fi[0] = 1.0;
        for i in (1..=254).rev() {
            let x = f_inv(area / x1 + z.fi[i + 1]);
            z.ki[i + 1] = (x / x1 * NMANTISSA) as u64;
            z.wi[i] = x / NMANTISSA;
            z.fi[i] = f(x);
            x1 = x;
        }
        z.ki[1] = 0;
        z
    }
}

/// The normal ziggurat, built as randmtzig.cc's `create_ziggurat_tables`.
fn zig() -> &'static Zig {
    static Z: OnceLock<Zig> = OnceLock::new();
    Z.get_or_init(|| {
        Zig::new(
            ZIGGURAT_NOR_R,
            NOR_SECTION_AREA,
            |x| (-0.5 * x * x).exp(),
            |y| (-2.0 * y.ln()).sqrt(),
        )
    })
}

/// Octave `rand_normal<double>`: Marsaglia–Tsang Ziggurat over 54-bit draws.
fn randn_zig(mt: &mut Mt) -> f64 {
    let z = zig();
    loop {
        let r = randi54(mt);
        let rabs = (r >> 1) as i64;
        let idx = (rabs & 0xFF) as usize;
        let x = (if r & 1 != 0 { -rabs } else { rabs }) as f64 * z.wi[idx];
        if rabs < z.ki[idx] as i64 {
            return x;
        } else if idx == 0 {
            let (mut xx, mut yy);
            loop {
                xx = -ZIGGURAT_NOR_INV_R * randu53(mt).ln();
                yy = -randu53(mt).ln();
                if yy + yy > xx * xx {
                    break;
                }
            }
            return if rabs & 0x100 != 0 {
                -ZIGGURAT_NOR_R - xx
            } else {
                ZIGGURAT_NOR_R + xx
            };
        } else if (z.fi[idx - 1] - z.fi[idx]) * randu53(mt) + z.fi[idx] < (-0.5 * x * x).exp() {
            return x;
        }
    }
}

#[allow(clippy::excessive_precision)]
const ZIGGURAT_EXP_R: f64 = 7.697_117_470_131_049_72;
#[allow(clippy::excessive_precision)]
const EXP_SECTION_AREA: f64 = 0.003_949_659_822_581_557_199_3;

/// The exponential ziggurat's layers (Marsaglia and Tsang, section 4).
fn zig_exp() -> &'static Zig {
    static Z: OnceLock<Zig> = OnceLock::new();
    Z.get_or_init(|| {
        Zig::new(
            ZIGGURAT_EXP_R,
            EXP_SECTION_AREA,
            |x| (-x).exp(),
            |y| -y.ln(),
        )
    })
}

/// A 53-bit draw: 32 low bits, then 21 high bits.
#[inline]
fn randi53(mt: &mut Mt) -> u64 {
    let lo = mt.next_u32() as u64;
    let hi = (mt.next_u32() & 0x1F_FFFF) as u64;
    (hi << 32) | lo
}

/// An exponential draw of mean 1 by the ziggurat.
fn rande_zig(mt: &mut Mt) -> f64 {
    let z = zig_exp();
    loop {
        let r = randi53(mt);
        let idx = (r & 0xFF) as usize;
        let x = r as f64 * z.wi[idx];
        if r < z.ki[idx] {
            return x;
        } else if idx == 0 {
            return ZIGGURAT_EXP_R - randu53(mt).ln();
        } else if (z.fi[idx - 1] - z.fi[idx]) * randu53(mt) + z.fi[idx] < (-x).exp() {
            return x;
        }
    }
}

/// RANLIB `snorm` is not reproduced; the old normal generator falls back to a
/// Box–Muller transform of the RANLIB uniform stream.
fn randn_old(s: &mut (i32, i32)) -> f64 {
    loop {
        let u1 = ranf(s);
        let u2 = ranf(s);
        if u1 > 0.0 {
            return (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos();
        }
    }
}

impl Stream {
    fn uniform(&mut self) -> f64 {
        match &mut self.old {
            Some(seeds) => ranf(seeds),
            None => randu53(&mut self.mt),
        }
    }
    fn normal(&mut self) -> f64 {
        match &mut self.old {
            Some(seeds) => randn_old(seeds),
            None => randn_zig(&mut self.mt),
        }
    }
    fn exponential(&mut self) -> f64 {
        match &mut self.old {
            // RANLIB's `sexpo` is not reproduced: inversion of its uniforms.
            Some(seeds) => loop {
                let u = ranf(seeds);
                if u > 0.0 {
                    break -u.ln();
                }
            },
            None => rande_zig(&mut self.mt),
        }
    }
}

/// Poisson draws by inverting the distribution function: the smallest `k`
/// whose cumulative probability reaches a uniform draw. Octave fills the
/// array from its end.
fn poisson_by_inversion(s: &mut Stream, l: f64, out: &mut [f64]) {
    let mut cdf = vec![(-l).exp()];
    let mut pdf = cdf[0];
    for o in out.iter_mut().rev() {
        let u = s.uniform();
        while *cdf.last().unwrap() < u && pdf > 0.0 {
            pdf *= l / cdf.len() as f64;
            cdf.push(cdf.last().unwrap() + pdf);
        }
        *o = cdf.partition_point(|&c| c < u).min(cdf.len() - 1) as f64;
    }
}

/// Poisson draws by rejection from a Cauchy (Lorentzian) envelope
/// (Press et al., *Numerical Recipes*, section 7.3).
fn poisson_by_rejection(s: &mut Stream, l: f64, out: &mut [f64]) {
    let sq = (2.0 * l).sqrt();
    let alxm = l.ln();
    let g = l * alxm - libm::lgamma(l + 1.0);
    for o in out.iter_mut() {
        *o = loop {
            let (mut y, mut em);
            loop {
                y = (std::f64::consts::PI * s.uniform()).tan();
                em = sq * y + l;
                if em >= 0.0 {
                    break;
                }
            }
            let em = em.floor();
            let t = 0.9 * (1.0 + y * y) * (em * alxm - ln_factorial(em) - g).exp();
            if s.uniform() <= t {
                break em;
            }
        };
    }
}

/// `ln(k!)`: exact sums below 30, Stirling's series above.
fn ln_factorial(k: f64) -> f64 {
    if k < 30.0 {
        return (2..=k as u32).map(|i| (i as f64).ln()).sum();
    }
    let r = 1.0 / k;
    let rr = r * r;
    let series = r * (1.0 / 12.0 + rr * (-1.0 / 360.0 + rr * (1.0 / 1260.0 - rr / 1680.0)));
    (k + 0.5) * k.ln() - k + 0.5 * (2.0 * std::f64::consts::PI).ln() + series
}

impl RandState {
    /// Streams seeded from the clock, as Octave seeds them at startup.
    pub fn new() -> RandState {
        RandState {
            streams: Default::default(),
            saved: Vec::new(),
            seed: 0.0,
        }
    }

    fn stream(&mut self, d: Dist) -> &mut Stream {
        self.streams[d as usize].get_or_insert_with(|| Stream::from_entropy(d as u32 + 1))
    }

    /// `rand ("state")`: a 625-element column that `set_state` turns back
    /// into this very stream. Octave's vector is the generator's words; matc's
    /// names a copy of the stream kept here, so the numbers drawn after
    /// restoring it are the ones drawn after the query.
    pub fn query_state(&mut self, d: Dist) -> Vec<f64> {
        let copy = self.stream(d).clone();
        self.saved.push(copy);
        let mut v = vec![0.0; STATE_LEN];
        v[0] = SAVED_STATE_MARK;
        v[1] = (self.saved.len() - 1) as f64;
        v
    }

    /// `rand ("seed")`: the last seed set.
    pub fn query_seed(&self) -> f64 {
        self.seed
    }

    /// `rand('twister', v)` / `rand('state', v)`: a state vector from
    /// `query_state` restores that stream; any other `v` seeds MT's
    /// `init_by_array` with its words.
    pub fn set_state(&mut self, d: Dist, key: &[f64]) {
        if key.len() == STATE_LEN && key[0] == SAVED_STATE_MARK && key[STATE_LEN - 1] == 0.0 {
            if let Some(saved) = self.saved.get(key[1] as usize).cloned() {
                *self.stream(d) = saved;
                return;
            }
        }
        let words: Vec<u32> = key
            .iter()
            .map(|&x| double2uint32(if x.is_infinite() { 0.0 } else { x }))
            .collect();
        let s = self.stream(d);
        *s.mt = if words.is_empty() {
            Mt::new_with_key([0u32])
        } else {
            Mt::new_with_key(words)
        };
        s.old = None;
    }

    /// `rand('seed', x)`: switch the stream to RANLIB seeded from `x`'s bits.
    pub fn set_seed(&mut self, d: Dist, x: f64) {
        self.seed = x;
        self.stream(d).old = Some(ranlib_seeds(x));
    }

    /// `rand('state', 'reset')`: Octave reseeds from entropy, so do we.
    pub fn reset(&mut self, d: Dist) {
        *self.stream(d) = Stream::from_entropy(d as u32 + 7);
    }

    /// Fill `out` with draws of distribution `d` (uniform, normal or
    /// exponential), in column-major order.
    pub fn fill(&mut self, d: Dist, out: &mut [f64]) {
        let s = self.stream(d);
        let draw: fn(&mut Stream) -> f64 = match d {
            Dist::Uniform => Stream::uniform,
            Dist::Normal => Stream::normal,
            _ => Stream::exponential,
        };
        out.iter_mut().for_each(|o| *o = draw(s));
    }

    /// Fill `out` with gamma draws of shape `a` and scale 1 from the gamma
    /// stream; a shape that is not positive and finite gives NaN.
    pub fn gamma(&mut self, a: f64, out: &mut [f64]) {
        let s = self.stream(Dist::Gamma);
        if !(a > 0.0 && a < f64::INFINITY) {
            out.fill(f64::NAN);
            return;
        }
        // Marsaglia and Tsang's method needs a shape of at least 1: for
        // a < 1, Gamma(a) = Gamma(1 + a) * U^(1/a), and U^(1/a) is
        // exp(-E/a) for an exponential E. Octave draws every Gamma(1 + a)
        // first, then the exponentials.
        let d = if a < 1.0 { 1.0 + a } else { a } - 1.0 / 3.0;
        let c = 1.0 / (9.0 * d).sqrt();
        for o in out.iter_mut() {
            *o = loop {
                let x = s.normal();
                let v = (1.0 + c * x).powi(3);
                if v <= 0.0 {
                    continue;
                }
                let u = s.uniform();
                let xsq = x * x;
                if u < 1.0 - 0.0331 * xsq * xsq || u.ln() < 0.5 * xsq + d * (1.0 - v + v.ln()) {
                    break d * v;
                }
            };
        }
        if a < 1.0 {
            for o in out.iter_mut() {
                *o *= (-s.exponential() / a).exp();
            }
        }
    }

    /// Fill `out` with Poisson draws of mean `l` from the Poisson stream;
    /// `single` is true when one value is drawn for one mean of an array
    /// of means, where Octave uses the product of uniforms for small means.
    /// Octave draws an array of one mean between 10 and 1e8 by Stadlober's
    /// patchwork rejection, which is not reproduced: those draws have the
    /// same distribution but are not Octave's numbers.
    pub fn poisson(&mut self, l: f64, out: &mut [f64], single: bool) {
        let s = self.stream(Dist::Poisson);
        if l.is_nan() || l < 0.0 || l == f64::INFINITY {
            out.fill(f64::NAN);
        } else if l <= 12.0 && single {
            let g = (-l).exp();
            for o in out.iter_mut() {
                let (mut k, mut t) = (-1.0, 1.0);
                loop {
                    k += 1.0;
                    t *= s.uniform();
                    if t <= g {
                        break;
                    }
                }
                *o = k;
            }
        } else if l <= 10.0 && !single {
            poisson_by_inversion(s, l, out);
        } else if l <= 1e8 {
            poisson_by_rejection(s, l, out);
        } else {
            for o in out.iter_mut() {
                *o = (s.normal() * l.sqrt() + l + 0.5).floor().max(0.0);
            }
        }
    }

    /// One uniform double, as `rand()` draws it.
    pub fn uniform(&mut self) -> f64 {
        let mut x = [0.0];
        self.fill(Dist::Uniform, &mut x);
        x[0]
    }
}

#[cfg(test)]
#[allow(clippy::excessive_precision)] // Octave prints 17 significant digits.
mod tests {
    use super::*;

    fn draws(st: &mut RandState, d: Dist, n: usize) -> Vec<f64> {
        let mut v = vec![0.0; n];
        st.fill(d, &mut v);
        v
    }

    // Expected values: crates/runtime/tests/octave/rng.m
    #[test]
    fn twister_matches_octave() {
        let mut st = RandState::new();
        st.set_state(Dist::Uniform, &[5.0]);
        let want = [
            0.62290169488970193,
            0.74178698926072939,
            0.79519356556569665,
            0.94245028377705031,
            0.7398985747399307,
        ];
        assert_eq!(draws(&mut st, Dist::Uniform, 5), want);
        st.set_state(Dist::Uniform, &[42.0]);
        let want = [
            0.63942679845788375,
            0.025010755222666936,
            0.27502931836911926,
        ];
        assert_eq!(draws(&mut st, Dist::Uniform, 3), want);
        st.set_state(Dist::Uniform, &[1.0, 2.0, 3.0]);
        assert_eq!(
            draws(&mut st, Dist::Uniform, 2),
            [0.60986127228672893, 0.88669704341468514]
        );
        st.set_state(Dist::Uniform, &[-3.7]);
        assert_eq!(
            draws(&mut st, Dist::Uniform, 2),
            [0.84442185152504812, 0.75795440294030247]
        );
        // Octave: rand('twister', 5.7) == rand('twister', 6); 2^33 saturates.
        for (seed, want) in [
            (5.7, 0.79334008376166298),
            (5.4, 0.62290169488970193),
            (8589934592.0, 0.63535744413411732),
            (4294967294.0, 0.098225905756129772),
            (f64::NAN, 0.84442185152504812),
        ] {
            st.set_state(Dist::Uniform, &[seed]);
            assert_eq!(st.uniform(), want, "seed {seed}");
        }
    }

    #[test]
    fn randn_matches_octave() {
        let mut st = RandState::new();
        st.set_state(Dist::Normal, &[5.0]);
        let want = [
            -0.48614470765981083,
            -0.166061291716779,
            -0.013558129013266886,
            2.0206428653888273,
            -0.46799700551355583,
            1.6653440734500007,
            -0.7616434725886696,
            -1.5313453232068965,
        ];
        assert_eq!(draws(&mut st, Dist::Normal, 8), want);
    }

    #[test]
    fn old_seed_matches_octave() {
        let mut st = RandState::new();
        st.set_seed(Dist::Uniform, 5.0);
        assert_eq!(
            draws(&mut st, Dist::Uniform, 3),
            [0.16123092174530029, 0.79351711273193359, 0.292634516954422]
        );
    }
}
