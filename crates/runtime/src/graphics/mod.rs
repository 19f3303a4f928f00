//! Headless figures: the model `figure`, `plot`, `subplot`, ... build (one
//! [`Figures`] per run, kept in `Ctx`) and its rendering to PNG and SVG
//! ([`render`]). Nothing is shown on a screen; figures are written by
//! `print`/`saveas`/`exportgraphics` or, at exit, by `matc run --figures DIR`.

pub mod render;

use std::collections::BTreeMap;

/// An RGB color with components in 0..=1.
pub type Rgb = [f64; 3];

/// MATLAB's default `ColorOrder`.
pub const COLOR_ORDER: [Rgb; 7] = [
    [0.0, 0.447, 0.741],
    [0.850, 0.325, 0.098],
    [0.929, 0.694, 0.125],
    [0.494, 0.184, 0.556],
    [0.466, 0.674, 0.188],
    [0.301, 0.745, 0.933],
    [0.635, 0.078, 0.184],
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineStyle {
    Solid,
    Dashed,
    Dotted,
    DashDot,
    None,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marker {
    Circle,
    Plus,
    Star,
    Point,
    Cross,
    Square,
    Diamond,
    Triangle,
}

/// One plotted object of an axes.
#[derive(Clone, Debug)]
pub enum Series {
    /// A polyline (NaN breaks it) with optional markers.
    Line {
        x: Vec<f64>,
        y: Vec<f64>,
        color: Rgb,
        style: LineStyle,
        marker: Option<Marker>,
        width: f64,
        marker_size: f64,
        filled: bool,
        name: Option<String>,
    },
    /// Vertical bars centred at `x`.
    Bars {
        x: Vec<f64>,
        y: Vec<f64>,
        width: f64,
        color: Rgb,
        name: Option<String>,
    },
    /// A matrix drawn as colored cells over `[x0,x1]x[y0,y1]` (imagesc; surf/mesh as seen from above).
    Image {
        rows: usize,
        cols: usize,
        /// Column-major values.
        c: Vec<f64>,
        x: (f64, f64),
        y: (f64, f64),
    },
    /// `text(x, y, str)`.
    Text { x: f64, y: f64, s: String },
}

/// An axes: its place in the figure, its series and decorations.
#[derive(Clone, Debug, Default)]
pub struct Axes {
    pub handle: f64,
    /// `subplot(m, n, k)`; `None` fills the figure.
    pub pos: Option<(usize, usize, usize)>,
    pub series: Vec<Series>,
    pub title: String,
    pub xlabel: String,
    pub ylabel: String,
    pub legend: Option<Vec<String>>,
    pub grid: bool,
    pub hold: bool,
    pub xlim: Option<(f64, f64)>,
    pub ylim: Option<(f64, f64)>,
    pub xlog: bool,
    pub ylog: bool,
    pub colorbar: bool,
    /// `axis ij` / images: y grows downwards.
    pub yreverse: bool,
    pub visible: bool,
    /// Next index in the color order.
    pub color_index: usize,
}

impl Axes {
    fn new(handle: f64, pos: Option<(usize, usize, usize)>) -> Axes {
        Axes {
            handle,
            pos,
            visible: true,
            ..Default::default()
        }
    }

    /// Removes the plotted series unless `hold` is on (what a new plot does).
    pub fn prepare_plot(&mut self) {
        if !self.hold {
            let keep_hold = self.hold;
            let (h, p) = (self.handle, self.pos);
            *self = Axes::new(h, p);
            self.hold = keep_hold;
        }
    }

    /// The next color of the color order.
    pub fn next_color(&mut self) -> Rgb {
        let c = COLOR_ORDER[self.color_index % COLOR_ORDER.len()];
        self.color_index += 1;
        c
    }
}

#[derive(Clone, Debug)]
pub struct Figure {
    pub number: u32,
    pub name: String,
    pub visible: bool,
    pub axes: Vec<Axes>,
    pub current_axes: Option<usize>,
    /// Pixel size of the picture.
    pub size: (u32, u32),
    /// Rows of the figure's colormap (drawing always uses parula).
    pub colormap_rows: usize,
}

/// All open figures of a run.
#[derive(Clone, Debug, Default)]
pub struct Figures {
    pub figs: BTreeMap<u32, Figure>,
    pub current: Option<u32>,
    next_object: u64,
    /// The figure each object handle was made in (object number -> figure).
    objects: BTreeMap<u64, u32>,
}

impl Figures {
    /// A handle for a new graphics object (axes, line, ...): a negative non-integer, never a figure number.
    pub fn new_object(&mut self) -> f64 {
        self.next_object += 1;
        let fig = self.gcf();
        self.objects.insert(self.next_object, fig);
        -(self.next_object as f64) - 0.5
    }

    /// The open figure an object handle belongs to.
    pub fn object_figure(&self, h: f64) -> Option<u32> {
        if h >= 0.0 || h.fract() != -0.5 {
            return None;
        }
        let k = (-h - 0.5) as u64;
        self.objects
            .get(&k)
            .copied()
            .filter(|f| self.figs.contains_key(f))
    }

    /// Opens (or selects) figure `n`.
    pub fn select_or_create(&mut self, n: u32) -> &mut Figure {
        self.current = Some(n);
        self.figs.entry(n).or_insert_with(|| Figure {
            number: n,
            name: String::new(),
            visible: true,
            axes: Vec::new(),
            current_axes: None,
            size: (560, 420),
            colormap_rows: 64,
        })
    }

    /// `figure` with no number: the lowest free one.
    pub fn create_new(&mut self) -> u32 {
        let mut n = 1;
        while self.figs.contains_key(&n) {
            n += 1;
        }
        self.select_or_create(n);
        n
    }

    /// `gcf`: the current figure, opening figure 1 if none.
    pub fn gcf(&mut self) -> u32 {
        match self.current {
            Some(n) if self.figs.contains_key(&n) => n,
            _ => match self.figs.keys().next_back().copied() {
                Some(n) => {
                    self.current = Some(n);
                    n
                }
                None => self.create_new(),
            },
        }
    }

    /// `gca`: the current axes of the current figure, made if none.
    pub fn gca(&mut self) -> &mut Axes {
        let n = self.gcf();
        let h = self.new_object();
        let fig = self.figs.get_mut(&n).expect("current figure");
        let i = match fig.current_axes {
            Some(i) if i < fig.axes.len() => i,
            _ => {
                fig.axes.push(Axes::new(h, None));
                fig.axes.len() - 1
            }
        };
        fig.current_axes = Some(i);
        &mut fig.axes[i]
    }

    /// `subplot(m, n, k)`: selects or makes that axes (replacing a full-figure axes).
    pub fn subplot(&mut self, m: usize, n: usize, k: usize) -> f64 {
        let f = self.gcf();
        let h = self.new_object();
        let fig = self.figs.get_mut(&f).expect("current figure");
        if let Some(i) = fig.axes.iter().position(|a| a.pos == Some((m, n, k))) {
            fig.current_axes = Some(i);
            return fig.axes[i].handle;
        }
        fig.axes.retain(|a| a.pos.is_some());
        fig.axes.push(Axes::new(h, Some((m, n, k))));
        fig.current_axes = Some(fig.axes.len() - 1);
        h
    }

    /// Closes figure `n`; false if it was not open.
    pub fn close(&mut self, n: u32) -> bool {
        let was = self.figs.remove(&n).is_some();
        if self.current == Some(n) {
            self.current = self.figs.keys().next_back().copied();
        }
        was
    }

    pub fn close_all(&mut self) {
        self.figs.clear();
        self.current = None;
    }

    /// Whether `h` is a live handle: the root 0, a figure, or one of their axes.
    pub fn is_handle(&self, h: f64) -> bool {
        if h == 0.0 {
            return true;
        }
        if h > 0.0 && h.fract() == 0.0 {
            return self.figs.contains_key(&(h as u32));
        }
        self.find_axes(h).is_some() || self.object_figure(h).is_some()
    }

    /// The (figure, axes index) of axes handle `h`.
    pub fn find_axes(&self, h: f64) -> Option<(u32, usize)> {
        self.figs
            .iter()
            .find_map(|(n, f)| f.axes.iter().position(|a| a.handle == h).map(|i| (*n, i)))
    }
}
