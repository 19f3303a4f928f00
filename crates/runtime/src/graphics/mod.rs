//! Headless figures: the model `figure`, `plot`, `subplot`, ... build (one
//! [`Figures`] per run, kept in `Ctx`) and its rendering to PNG and SVG
//! ([`render`]). Nothing is shown on a screen; figures are written by
//! `print`/`saveas`/`exportgraphics` or, at exit, by `matc run --figures DIR`.
//!
//! The builtins that change the model are `builtins::graphics` (figures,
//! axes and their series) and `builtins::handles` (`get`, `set`, `findobj`,
//! and the objects that are only recorded). Every other handle is an
//! [`Object`] (type, parent, properties set); [`props`] reads Octave's
//! default of every property of every type from `defaults.txt`, written by
//! Octave running `defaults.m`. [`render`] draws a figure with plotters'
//! backends, the same code painting the PNG and the SVG; the PNG's glyphs
//! come from DejaVu Sans, embedded by the `dejavu` crate.

pub mod props;
pub mod render;

use std::collections::BTreeMap;

use crate::value::Value;

/// Properties set on one handle (lower-case name -> value); unset ones read Octave's defaults ([`props`]).
pub type PropMap = BTreeMap<String, Value>;

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
        /// The cells' own colors (column-major), for truecolor and `imshow`'s
        /// pictures; `None` maps `c` through the colormap.
        colors: Option<Vec<Rgb>>,
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
    /// `subplot('position', [x y w h])`: its place in figure units (drawn as filling the figure).
    pub rect: Option<[f64; 4]>,
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
    /// Handles of the objects plotted in it, oldest first.
    pub children: Vec<f64>,
    pub props: PropMap,
}

impl Axes {
    pub fn new(handle: f64, pos: Option<(usize, usize, usize)>) -> Axes {
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
    /// Handles of its `uicontrol`s, `uipanel`s, menus, ..., oldest first (its axes are in `axes`).
    pub ui_children: Vec<f64>,
    pub props: PropMap,
}

/// A graphics object other than the root and figures: its type, parent and properties.
#[derive(Clone, Debug)]
pub struct Object {
    pub figure: u32,
    /// Octave's `type`: "axes", "line", "text", "uicontrol", ...
    pub kind: &'static str,
    pub parent: f64,
    /// Alive while its parent is, without being one of the parent's `children` (axes titles, legends).
    pub hidden: bool,
    pub props: PropMap,
}

/// All open figures of a run.
#[derive(Clone, Debug, Default)]
pub struct Figures {
    pub figs: BTreeMap<u32, Figure>,
    pub current: Option<u32>,
    next_object: u64,
    /// Every object made (object number -> object); a deleted one stays but is no longer a handle.
    objects: BTreeMap<u64, Object>,
    /// Properties set on the root (handle 0).
    pub root_props: PropMap,
}

/// The place `[x y w h]` (figure units, y up) of cell `k` of an `m` by `n` grid, row by row from the top.
fn cell_rect((m, n, k): (usize, usize, usize)) -> [f64; 4] {
    let (row, col) = ((k - 1) / n, (k - 1) % n);
    let (w, h) = (1.0 / n as f64, 1.0 / m as f64);
    [col as f64 * w, 1.0 - (row + 1) as f64 * h, w, h]
}

/// Whether two places share some area (touching edges do not count).
fn overlap(a: [f64; 4], b: [f64; 4]) -> bool {
    let w = (a[0] + a[2]).min(b[0] + b[2]) - a[0].max(b[0]);
    let h = (a[1] + a[3]).min(b[1] + b[3]) - a[1].max(b[1]);
    w > 1e-9 && h > 1e-9
}

/// The types whose parent is a figure rather than an axes.
fn figure_child(kind: &str) -> bool {
    kind == "axes" || kind.starts_with("ui")
}

impl Figures {
    /// A handle for a new graphics object of type `kind`: a negative non-integer, never a figure
    /// number. Axes and `ui*` objects go into the current figure, others into its current axes
    /// (made if none); `hidden` ones are not listed among the parent's children.
    pub fn new_object(&mut self, kind: &'static str, hidden: bool) -> f64 {
        let figure = self.gcf();
        let parent = if figure_child(kind) {
            figure as f64
        } else {
            self.gca().handle
        };
        self.new_object_in(kind, parent, hidden).unwrap_or(f64::NAN)
    }

    /// A new object of type `kind` in the live handle `parent`; `None` if `parent` is not one.
    pub fn new_object_in(&mut self, kind: &'static str, parent: f64, hidden: bool) -> Option<f64> {
        let figure = self.figure_of(parent)?;
        self.next_object += 1;
        let h = -(self.next_object as f64) - 0.5;
        self.objects.insert(
            self.next_object,
            Object {
                figure,
                kind,
                parent,
                hidden,
                props: PropMap::new(),
            },
        );
        if !hidden {
            if let Some((f, i)) = self.find_axes(parent) {
                if let Some(fig) = self.figs.get_mut(&f) {
                    fig.axes[i].children.push(h);
                }
            } else if let Some(fig) = self
                .figs
                .get_mut(&figure)
                .filter(|_| parent == figure as f64)
            {
                if kind != "axes" {
                    fig.ui_children.push(h);
                }
            }
        }
        Some(h)
    }

    /// A new object of the current axes after clearing it as a new plot does (unless `hold` is on).
    pub fn new_plot_object(&mut self, kind: &'static str) -> f64 {
        self.gca().prepare_plot();
        self.new_object(kind, false)
    }

    /// The object with handle `h` if `h` is a live non-figure handle.
    pub fn object(&self, h: f64) -> Option<&Object> {
        let o = self.objects.get(&Self::object_number(h)?)?;
        self.alive_in_parent(h, o).then_some(o)
    }

    pub fn object_mut(&mut self, h: f64) -> Option<&mut Object> {
        self.object(h)?;
        self.objects.get_mut(&Self::object_number(h)?)
    }

    fn object_number(h: f64) -> Option<u64> {
        (h < 0.0 && h.fract() == -0.5).then(|| (-h - 0.5) as u64)
    }

    fn alive_in_parent(&self, h: f64, o: &Object) -> bool {
        if !self.is_handle(o.parent) {
            return false;
        }
        if o.hidden || o.kind == "axes" {
            return true;
        }
        if let Some((f, i)) = self.find_axes(o.parent) {
            return self.figs[&f].axes[i].children.contains(&h);
        }
        match self.figs.get(&o.figure) {
            Some(fig) if o.parent == o.figure as f64 => fig.ui_children.contains(&h),
            _ => true,
        }
    }

    /// The figure a live handle belongs to (a figure is its own).
    pub fn figure_of(&self, h: f64) -> Option<u32> {
        if h > 0.0 && h.fract() == 0.0 && self.figs.contains_key(&(h as u32)) {
            return Some(h as u32);
        }
        if let Some((f, _)) = self.find_axes(h) {
            return Some(f);
        }
        self.object(h).map(|o| o.figure)
    }

    /// The open figure an object handle belongs to.
    pub fn object_figure(&self, h: f64) -> Option<u32> {
        self.object(h).map(|o| o.figure)
    }

    /// Octave's `type` of a live handle.
    pub fn kind_of(&self, h: f64) -> Option<&'static str> {
        if h == 0.0 {
            return Some("root");
        }
        if h > 0.0 && h.fract() == 0.0 {
            return self.figs.contains_key(&(h as u32)).then_some("figure");
        }
        if self.find_axes(h).is_some() {
            return Some("axes");
        }
        self.object(h).map(|o| o.kind)
    }

    /// The children of a live handle, newest first (as Octave lists them).
    pub fn children(&self, h: f64) -> Vec<f64> {
        let mut c: Vec<f64> = if h == 0.0 {
            self.figs.keys().map(|n| *n as f64).collect()
        } else if h > 0.0 && h.fract() == 0.0 {
            match self.figs.get(&(h as u32)) {
                Some(f) => {
                    let mut c: Vec<f64> = f.axes.iter().map(|a| a.handle).collect();
                    c.extend(&f.ui_children);
                    c.sort_by(|a, b| b.total_cmp(a));
                    c
                }
                None => Vec::new(),
            }
        } else if let Some((f, i)) = self.find_axes(h) {
            self.figs[&f].axes[i].children.clone()
        } else {
            self.objects
                .iter()
                .filter(|(_, o)| o.parent == h && !o.hidden)
                .map(|(k, _)| -(*k as f64) - 0.5)
                .filter(|c| self.object(*c).is_some())
                .collect()
        };
        c.reverse();
        c
    }

    /// The parent of a live handle (`[]` for the root: `None`).
    pub fn parent(&self, h: f64) -> Option<f64> {
        if h == 0.0 {
            return None;
        }
        if h > 0.0 && h.fract() == 0.0 {
            return Some(0.0);
        }
        if let Some((f, _)) = self.find_axes(h) {
            return Some(f as f64);
        }
        self.object(h).map(|o| o.parent)
    }

    /// The set properties of a live handle.
    pub fn props_mut(&mut self, h: f64) -> Option<&mut PropMap> {
        if h == 0.0 {
            return Some(&mut self.root_props);
        }
        if h > 0.0 && h.fract() == 0.0 {
            return self.figs.get_mut(&(h as u32)).map(|f| &mut f.props);
        }
        if let Some((f, i)) = self.find_axes(h) {
            return self.figs.get_mut(&f).map(|fig| &mut fig.axes[i].props);
        }
        self.object_mut(h).map(|o| &mut o.props)
    }

    /// Removes a live object from its parent (`delete(h)`); false if `h` is not one.
    pub fn delete_object(&mut self, h: f64) -> bool {
        if let Some((f, i)) = self.find_axes(h) {
            if let Some(fig) = self.figs.get_mut(&f) {
                fig.axes.remove(i);
                fig.current_axes = fig.axes.len().checked_sub(1);
            }
            return true;
        }
        let Some(o) = self.object(h) else {
            return false;
        };
        let (parent, figure) = (o.parent, o.figure);
        if let Some((f, i)) = self.find_axes(parent) {
            if let Some(fig) = self.figs.get_mut(&f) {
                fig.axes[i].children.retain(|c| *c != h);
            }
        } else if let Some(fig) = self.figs.get_mut(&figure) {
            fig.ui_children.retain(|c| *c != h);
        }
        if let Some(k) = Self::object_number(h) {
            self.objects.remove(&k);
        }
        true
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
            ui_children: Vec::new(),
            props: PropMap::new(),
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
        let has = matches!(self.figs[&n].current_axes, Some(i) if i < self.figs[&n].axes.len());
        let h = if has {
            0.0
        } else {
            self.new_object_in("axes", n as f64, false)
                .unwrap_or(f64::NAN)
        };
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

    /// `subplot(m, n, k)` or `subplot('position', rect)`: selects the axes at that place or
    /// makes one there, deleting the axes it overlaps (as Octave's subplot.m does).
    pub fn subplot(&mut self, pos: Option<(usize, usize, usize)>, rect: Option<[f64; 4]>) -> f64 {
        let f = self.gcf();
        let place = |a: &Axes| match (a.pos, a.rect) {
            (_, Some(r)) => r,
            (Some(p), None) => cell_rect(p),
            (None, None) => [0.0, 0.0, 1.0, 1.0],
        };
        let want = rect.unwrap_or_else(|| pos.map_or([0.0, 0.0, 1.0, 1.0], cell_rect));
        let fig = self.figs.get_mut(&f).expect("current figure");
        if let Some(i) = fig
            .axes
            .iter()
            .position(|a| (rect.is_some() || a.pos == pos) && place(a) == want)
        {
            fig.current_axes = Some(i);
            return fig.axes[i].handle;
        }
        let overlapped: Vec<f64> = fig
            .axes
            .iter()
            .filter(|a| overlap(place(a), want))
            .map(|a| a.handle)
            .collect();
        fig.axes.retain(|a| !overlapped.contains(&a.handle));
        for h in overlapped {
            if let Some(k) = Self::object_number(h) {
                self.objects.remove(&k);
            }
        }
        let h = self
            .new_object_in("axes", f as f64, false)
            .unwrap_or(f64::NAN);
        let fig = self.figs.get_mut(&f).expect("current figure");
        let mut ax = Axes::new(h, pos);
        ax.rect = rect;
        fig.axes.push(ax);
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
        self.find_axes(h).is_some() || self.object(h).is_some()
    }

    /// The (figure, axes index) of axes handle `h`.
    pub fn find_axes(&self, h: f64) -> Option<(u32, usize)> {
        self.figs
            .iter()
            .find_map(|(n, f)| f.axes.iter().position(|a| a.handle == h).map(|i| (*n, i)))
    }
}
