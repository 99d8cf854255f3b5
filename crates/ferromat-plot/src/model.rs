//! The figure model: figures hold axes, axes hold series, each with its
//! style. Plain data that the runtime fills in and the renderer reads.
//! This file must not know MATLAB values, names or errors, nor draw.

use crate::colormap;

/// An RGB colour, each channel in [0, 1] as MATLAB writes colours.
pub type Color = [f64; 3];

/// MATLAB's default axes position in a figure (normalized left, bottom,
/// width, height).
pub const DEFAULT_POSITION: [f64; 4] = [0.13, 0.11, 0.775, 0.815];

/// MATLAB's default line colour order (the `ColorOrder` of new axes).
// 0.3010 is MATLAB's published value, not an approximation of log10(2).
#[allow(clippy::approx_constant)]
pub const COLOR_ORDER: [Color; 7] = [
    [0.0, 0.4470, 0.7410],
    [0.8500, 0.3250, 0.0980],
    [0.9290, 0.6940, 0.1250],
    [0.4940, 0.1840, 0.5560],
    [0.4660, 0.6740, 0.1880],
    [0.3010, 0.7450, 0.9330],
    [0.6350, 0.0780, 0.1840],
];

/// MATLAB's default line width in points.
pub const DEFAULT_LINE_WIDTH: f64 = 0.5;

/// MATLAB's default marker size in points.
pub const DEFAULT_MARKER_SIZE: f64 = 6.0;

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
    None,
    Circle,
    Plus,
    Asterisk,
    Point,
    Cross,
    Square,
    Diamond,
    TriangleUp,
    TriangleDown,
    TriangleRight,
    TriangleLeft,
    Pentagram,
    Hexagram,
    HorizontalLine,
    VerticalLine,
}

/// How a series is stroked and marked.
#[derive(Clone, Debug, PartialEq)]
pub struct Style {
    pub color: Color,
    pub line_style: LineStyle,
    /// In points.
    pub line_width: f64,
    pub marker: Marker,
    /// In points.
    pub marker_size: f64,
    /// Fill of closed markers; `None` leaves them hollow.
    pub marker_face: Option<Color>,
    /// Fill of bars, areas and patches.
    pub face_color: Option<Color>,
    /// Edge of bars, areas and patches; `None` draws no edge.
    pub edge_color: Option<Color>,
}

impl Style {
    /// A solid line of the given colour with MATLAB's default width.
    pub fn line(color: Color) -> Style {
        Style {
            color,
            line_style: LineStyle::Solid,
            line_width: DEFAULT_LINE_WIDTH,
            marker: Marker::None,
            marker_size: DEFAULT_MARKER_SIZE,
            marker_face: None,
            face_color: None,
            edge_color: None,
        }
    }

    /// A filled shape (bar, area, patch) with a black edge.
    pub fn filled(face: Color) -> Style {
        Style {
            face_color: Some(face),
            edge_color: Some([0.0, 0.0, 0.0]),
            ..Style::line(face)
        }
    }
}

/// What an image's values mean.
#[derive(Clone, Debug, PartialEq)]
pub enum ImageData {
    /// Scaled through the colour limits onto the colormap (`imagesc`).
    Scaled(Vec<f64>),
    /// 1-based colormap indices (`image` of a matrix).
    Indexed(Vec<f64>),
    /// One colour per pixel (an m-by-n-by-3 array).
    TrueColor(Vec<Color>),
}

/// The data of one plotted object.
#[derive(Clone, Debug, PartialEq)]
pub enum SeriesKind {
    /// A polyline through the points (NaN breaks it), with markers.
    Line { x: Vec<f64>, y: Vec<f64> },
    /// A polyline through points in 3-D (`plot3`): drawn in the 3-D view,
    /// or seen from above (x against y) in a 2-D view.
    Line3 {
        x: Vec<f64>,
        y: Vec<f64>,
        z: Vec<f64>,
    },
    /// A contour label (`clabel`): the text centred on a data point over a
    /// patch of the axes colour, so the line under it appears broken.
    InlineLabel { x: f64, y: f64, text: String },
    /// Markers only, one size (points squared, as MATLAB's `SizeData`) per point.
    Scatter {
        x: Vec<f64>,
        y: Vec<f64>,
        sizes: Vec<f64>,
        filled: bool,
    },
    /// Rectangles from `base` to `top` centred on `x`, each `widths[k]`
    /// wide in data units; horizontal bars swap the roles of x and y.
    Bar {
        x: Vec<f64>,
        base: Vec<f64>,
        top: Vec<f64>,
        widths: Vec<f64>,
        horizontal: bool,
    },
    /// The region between `lower` and `upper` over `x`.
    Area {
        x: Vec<f64>,
        lower: Vec<f64>,
        upper: Vec<f64>,
    },
    /// A staircase: each y holds until the next x.
    Stairs { x: Vec<f64>, y: Vec<f64> },
    /// Vertical stems from `baseline` to each point, with a marker.
    Stem {
        x: Vec<f64>,
        y: Vec<f64>,
        baseline: f64,
    },
    /// Points with vertical error bars `y - neg` to `y + pos`.
    ErrorBar {
        x: Vec<f64>,
        y: Vec<f64>,
        neg: Vec<f64>,
        pos: Vec<f64>,
    },
    /// A closed filled polygon.
    Patch { x: Vec<f64>, y: Vec<f64> },
    /// A rows-by-cols image (column-major like MATLAB) whose pixel centres
    /// run from `x.0` to `x.1` and `y.0` to `y.1`.
    Image {
        rows: usize,
        cols: usize,
        data: ImageData,
        x: (f64, f64),
        y: (f64, f64),
    },
    /// Text anchored at its left middle on a data point.
    Text { x: f64, y: f64, text: String },
    /// A line across the whole axes at a constant x (`vertical`, `xline`)
    /// or y (`yline`), with an optional label; it does not widen the limits.
    ConstantLine {
        value: f64,
        vertical: bool,
        label: String,
    },
    /// Isolines (and for `contourf` the filled bands) of a grid. Lines and
    /// fills take their colour from the colormap by level unless the style
    /// gives an edge colour; `x`, `y` and `z` are the data's ranges.
    Contour {
        lines: Vec<ContourLine>,
        fills: Vec<ContourLine>,
        x: (f64, f64),
        y: (f64, f64),
        z: (f64, f64),
    },
    /// A surface over a rows-by-cols grid (column-major), coloured through
    /// the colormap by `c`: `surf` has flat faces with black edges, `mesh`
    /// white faces with edges coloured by the data.
    Surface {
        rows: usize,
        cols: usize,
        x: Vec<f64>,
        y: Vec<f64>,
        z: Vec<f64>,
        c: Vec<f64>,
        face: SurfaceColor,
        edge: SurfaceColor,
    },
}

/// How a surface colours its faces or edges (`FaceColor`, `EdgeColor`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SurfaceColor {
    /// Not drawn.
    None,
    /// One colour per face (or edge), from the data at its first corner.
    Flat,
    /// Colours interpolated from the data at the corners.
    Interp,
    /// One colour for every face (or edge).
    Fixed(Color),
}

/// One isoline (or one filled polygon) of a contour plot at `level`.
#[derive(Clone, Debug, PartialEq)]
pub struct ContourLine {
    pub level: f64,
    pub x: Vec<f64>,
    pub y: Vec<f64>,
}

/// One plotted object with its style and legend name.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// An identifier the owner of the model assigns (a graphics handle).
    pub id: u64,
    pub kind: SeriesKind,
    pub style: Style,
    pub display_name: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scale {
    Linear,
    Log,
}

/// One axis of an axes: its limits (manual, or chosen from the data),
/// scale and label.
#[derive(Clone, Debug, PartialEq)]
pub struct Axis {
    /// Set by `xlim`/`axis([...])`; `None` chooses nice limits.
    pub limits: Option<(f64, f64)>,
    /// `axis tight`: the data range itself, not rounded outward.
    pub tight: bool,
    pub scale: Scale,
    pub label: String,
    /// Drawn from top to bottom (images) when true.
    pub reversed: bool,
    /// Tick positions set by the plot (bar centres) or the user; `None`
    /// chooses them with the limits.
    pub ticks: Option<Vec<f64>>,
    /// Tick labels set by the user (`xticklabels`), used in turn for the
    /// ticks (blank when fewer labels than ticks); `None` writes the values.
    pub tick_labels: Option<Vec<String>>,
}

impl Default for Axis {
    fn default() -> Self {
        Axis {
            limits: None,
            tight: false,
            scale: Scale::Linear,
            label: String::new(),
            reversed: false,
            ticks: None,
            tick_labels: None,
        }
    }
}

/// Where the legend box sits, as MATLAB's `Location` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LegendLocation {
    NorthEast,
    NorthWest,
    SouthEast,
    SouthWest,
    North,
    South,
    East,
    West,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Legend {
    /// One label per series, in series order; extra series are left out.
    pub labels: Vec<String>,
    pub location: LegendLocation,
}

/// One axes: a plot area with its series, axes and decorations.
#[derive(Clone, Debug, PartialEq)]
pub struct Axes {
    pub id: u64,
    /// Normalized [left bottom width height] in the figure.
    pub position: [f64; 4],
    pub title: String,
    pub subtitle: String,
    pub x: Axis,
    pub y: Axis,
    pub grid: bool,
    pub box_on: bool,
    pub visible: bool,
    /// `axis equal`: one data unit is as long on both axes.
    pub equal: bool,
    /// `axis square`: the plot box is as wide as it is tall.
    pub square: bool,
    /// `daspect([dx dy dz])`: data units per unit of length on each axis;
    /// the x:y ratio shapes the plot box as `axis equal` does.
    pub aspect: Option<[f64; 3]>,
    /// The right-hand y axis of a `yyaxis`/`plotyy` pair: drawn without a
    /// background, with its y ticks and label on the right side.
    pub y_right: bool,
    /// A polar axes (`polarplot`) of this radius: the data are already
    /// x-y points; a circular grid replaces the box and ticks.
    pub polar: Option<f64>,
    pub legend: Option<Legend>,
    pub colorbar: bool,
    /// Colour limits for scaled images; `None` uses the data range.
    pub clim: Option<(f64, f64)>,
    pub hold: bool,
    /// The 3-D view (azimuth, elevation) in degrees; `None` is the 2-D view.
    pub view: Option<(f64, f64)>,
    /// The z axis of a 3-D view.
    pub z: Axis,
    /// The next entry of [`COLOR_ORDER`] a new line takes.
    pub color_index: usize,
    pub series: Vec<Series>,
}

impl Axes {
    pub fn new(id: u64, position: [f64; 4]) -> Axes {
        Axes {
            id,
            position,
            title: String::new(),
            subtitle: String::new(),
            x: Axis::default(),
            y: Axis::default(),
            grid: false,
            box_on: true,
            visible: true,
            equal: false,
            square: false,
            aspect: None,
            y_right: false,
            polar: None,
            legend: None,
            colorbar: false,
            clim: None,
            hold: false,
            view: None,
            z: Axis::default(),
            color_index: 0,
            series: Vec::new(),
        }
    }

    /// The colour the next series takes from the colour order, advancing it.
    pub fn next_color(&mut self) -> Color {
        let color = COLOR_ORDER[self.color_index % COLOR_ORDER.len()];
        self.color_index += 1;
        color
    }

    /// Empties the axes for a new plot when hold is off, as a plotting call
    /// does: the series, legend, limits, scales and colour order position
    /// start over; the labels, title and grid stay.
    pub fn prepare_for_plot(&mut self) {
        if !self.hold {
            self.series.clear();
            self.color_index = 0;
            self.legend = None;
            self.equal = false;
            self.square = false;
            self.polar = None;
            self.aspect = None;
            self.clim = None;
            self.view = None;
            for axis in [&mut self.x, &mut self.y, &mut self.z] {
                axis.limits = None;
                axis.tight = false;
                axis.scale = Scale::Linear;
                axis.reversed = false;
                axis.ticks = None;
                axis.tick_labels = None;
            }
        }
    }
}

/// One figure window.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    /// The figure number (its handle in MATLAB).
    pub number: u64,
    pub name: String,
    pub visible: bool,
    /// Background colour.
    pub color: Color,
    pub colormap: Vec<Color>,
    pub axes: Vec<Axes>,
    /// Index into `axes` of the current axes.
    pub current_axes: Option<usize>,
    /// The tiled layout `tiledlayout` set up, if any.
    pub tiles: Option<TileLayout>,
    /// The title over all axes (`sgtitle`); empty for none.
    pub sgtitle: String,
}

/// A grid of tiles (`tiledlayout`): fixed rows and columns, or a flow that
/// grows as tiles are added.
#[derive(Clone, Debug, PartialEq)]
pub struct TileLayout {
    pub rows: usize,
    pub cols: usize,
    pub flow: bool,
    /// Each tile in use, in the order its axes were made.
    pub used: Vec<Tile>,
}

/// One axes placed in a tiled layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tile {
    /// The id of the axes in the tile.
    pub axes: u64,
    /// The 1-based number (along rows) of its upper-left tile.
    pub number: usize,
    /// How many rows and columns of tiles it covers.
    pub span: (usize, usize),
}

impl Figure {
    pub fn new(number: u64) -> Figure {
        Figure {
            number,
            name: String::new(),
            visible: true,
            color: [1.0, 1.0, 1.0],
            colormap: colormap::parula(256),
            axes: Vec::new(),
            current_axes: None,
            tiles: None,
            sgtitle: String::new(),
        }
    }
}
