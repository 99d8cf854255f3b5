//! `tiledlayout` and `nexttile` (axes in a grid of tiles, fixed or
//! flowing), and `drawnow`/`shg`, which ask an interactive host to show
//! figures again (the REPL writes each shown figure to a PNG and prints its
//! path). This file must not draw.

use ferromat_plot::{Axes, Figure, Tile, TileLayout};

use super::handle_of;
use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// The most rows or columns a layout may have.
const MAX_TILES_SIDE: usize = 1000;

/// The normalized position of an axes whose upper-left tile is `k`
/// (1-based, along rows) spanning `span` rows and columns of a
/// `rows`-by-`cols` grid: the axes sits inside its tiles with the margins
/// the default axes has in a whole figure.
fn tile_position(rows: usize, cols: usize, k: usize, span: (usize, usize)) -> [f64; 4] {
    let [left, bottom, width, height] = ferromat_plot::DEFAULT_POSITION;
    let (r, c) = ((k - 1) / cols, (k - 1) % cols);
    let (w, h) = (1.0 / cols as f64, 1.0 / rows as f64);
    let (span_rows, span_cols) = (span.0 as f64, span.1 as f64);
    [
        c as f64 * w + left * w,
        1.0 - (r as f64 + span_rows) * h + bottom * h,
        (span_cols - (1.0 - width)) * w,
        (span_rows - (1.0 - height)) * h,
    ]
}

/// Whether `tile` covers the 1-based tile number `k` of a grid `cols` wide.
fn covers(tile: &Tile, cols: usize, k: usize) -> bool {
    let (r, c) = ((tile.number - 1) / cols, (tile.number - 1) % cols);
    let (kr, kc) = ((k - 1) / cols, (k - 1) % cols);
    kr >= r && kr < r + tile.span.0 && kc >= c && kc < c + tile.span.1
}

/// The tile numbers a region with upper-left tile `k` and `span` covers,
/// or `None` when it runs off the grid.
fn region(rows: usize, cols: usize, k: usize, span: (usize, usize)) -> Option<Vec<usize>> {
    let (r, c) = ((k - 1) / cols, (k - 1) % cols);
    if k == 0 || r + span.0 > rows || c + span.1 > cols {
        return None;
    }
    Some(
        (r..r + span.0)
            .flat_map(|i| (c..c + span.1).map(move |j| i * cols + j + 1))
            .collect(),
    )
}

/// The grid a flow layout of `n` tiles takes: as square as it can be,
/// columns first.
fn flow_grid(n: usize) -> (usize, usize) {
    let n = n.max(1);
    let cols = (n as f64).sqrt().ceil() as usize;
    (n.div_ceil(cols), cols)
}

/// `tiledlayout(m, n)`, `tiledlayout('flow')`: clears the current figure
/// and sets up its tiles.
pub fn tiledlayout(interp: &mut Interpreter, args: &[Value], _: usize) -> Result<Outputs> {
    let layout = match args {
        [arrangement, ..] if arrangement.as_text().is_some() && super::is_text(arrangement) => {
            let text = arrangement.as_text().unwrap_or_default();
            match text.to_ascii_lowercase().as_str() {
                "flow" => TileLayout {
                    rows: 1,
                    cols: 1,
                    flow: true,
                    used: Vec::new(),
                },
                _ => {
                    return Err(RuntimeError::new(
                        "MATLAB:graphics:tiledlayout:InvalidArrangement",
                        format!(
                            "'{text}' is not a valid arrangement. Use 'flow', or the numbers of rows and columns."
                        ),
                    ))
                }
            }
        }
        [m, n, ..] => {
            let (rows, cols) = (
                args::count(m, "tiledlayout")?,
                args::count(n, "tiledlayout")?,
            );
            if rows == 0 || cols == 0 || rows > MAX_TILES_SIDE || cols > MAX_TILES_SIDE {
                return Err(RuntimeError::new(
                    "MATLAB:graphics:tiledlayout:InvalidGridSize",
                    "The grid size must be positive integers.",
                ));
            }
            TileLayout {
                rows,
                cols,
                flow: false,
                used: Vec::new(),
            }
        }
        _ => return Err(RuntimeError::not_enough_inputs()),
    };
    let f = interp.graphics.current_figure();
    let figure = &mut interp.graphics.figures[f];
    figure.axes.clear();
    figure.current_axes = None;
    figure.tiles = Some(layout);
    Ok(Outputs::new())
}

/// Moves each tile's axes to where the layout puts it now.
fn place_tiles(figure: &mut Figure) {
    let Some(layout) = &figure.tiles else { return };
    for tile in &layout.used {
        if let Some(axes) = figure.axes.iter_mut().find(|a| a.id == tile.axes) {
            axes.position = tile_position(layout.rows, layout.cols, tile.number, tile.span);
        }
    }
}

fn invalid_tile() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:graphics:tiledlayout:InvalidTileIndex",
        "Tile number must be a positive integer within the layout.",
    )
}

fn invalid_span() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:graphics:tiledlayout:InvalidSpan",
        "Span must be a 1-by-2 vector of positive integers [r c] that fits in the layout.",
    )
}

/// A `[r c]` span argument.
fn span_arg(value: &Value) -> Result<(usize, usize)> {
    let (v, _) = super::numeric(value, "nexttile").map_err(|_| invalid_span())?;
    match v.as_slice() {
        [r, c] if *r >= 1.0 && *c >= 1.0 && r.fract() == 0.0 && c.fract() == 0.0 => {
            if *r > MAX_TILES_SIDE as f64 || *c > MAX_TILES_SIDE as f64 {
                return Err(invalid_span());
            }
            Ok((*r as usize, *c as usize))
        }
        _ => Err(invalid_span()),
    }
}

/// `nexttile`, `nexttile(k)`, `nexttile(span)`, `nexttile(k, span)`,
/// `ax = nexttile(...)`: the axes in the next empty tile (or tile k),
/// created when the tile is empty; a span `[r c]` makes an axes covering
/// r rows and c columns of tiles. An axes the new one overlaps (other than
/// one in exactly the same tiles) is replaced. Without a layout, a flow
/// layout starts.
pub fn nexttile(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let is_span = |v: &Value| v.numel() == 2;
    let (wanted, span) = match args {
        [] => (None, None),
        [one] if is_span(one) => (None, Some(span_arg(one)?)),
        [k] => (Some(args::count(k, "nexttile")?), None),
        [k, span] => (Some(args::count(k, "nexttile")?), Some(span_arg(span)?)),
        _ => return Err(RuntimeError::too_many_inputs()),
    };
    let f = interp.graphics.current_figure();
    if interp.graphics.figures[f].tiles.is_none() {
        interp.graphics.figures[f].axes.clear();
        interp.graphics.figures[f].tiles = Some(TileLayout {
            rows: 1,
            cols: 1,
            flow: true,
            used: Vec::new(),
        });
    }
    let id = interp.graphics.next_id();
    let figure = &mut interp.graphics.figures[f];
    let Some(layout) = figure.tiles.as_mut() else {
        return Err(RuntimeError::not_enough_inputs());
    };
    if layout.flow && span.is_some_and(|s| s != (1, 1)) {
        return Err(RuntimeError::new(
            "MATLAB:graphics:tiledlayout:SpanInFlow",
            "Spanning tiles needs a layout with a fixed grid: tiledlayout(m, n).",
        ));
    }
    let span = span.unwrap_or((1, 1));
    let (rows, cols) = (layout.rows, layout.cols);
    let free = |k: usize, layout: &TileLayout| {
        region(rows, cols, k, span).is_some_and(|cells| {
            cells
                .iter()
                .all(|c| layout.used.iter().all(|t| !covers(t, cols, *c)))
        })
    };
    let tile = if layout.flow {
        let next = layout.used.len() + 1;
        match wanted {
            Some(k) if k >= 1 && k <= next => k,
            Some(_) => return Err(invalid_tile()),
            None => next,
        }
    } else {
        match wanted {
            Some(k) if k >= 1 && k <= rows * cols => k,
            Some(_) => return Err(invalid_tile()),
            None => (1..=rows * cols)
                .find(|k| free(*k, layout))
                .ok_or_else(|| {
                    if span == (1, 1) {
                        invalid_tile()
                    } else {
                        invalid_span()
                    }
                })?,
        }
    };
    let existing = layout
        .used
        .iter()
        .find(|t| t.number == tile && (t.span == span || wanted.is_some() && args.len() == 1))
        .map(|t| t.axes);
    let axes_id = match existing {
        Some(existing_id) => existing_id,
        None => {
            let cells = if layout.flow {
                vec![tile]
            } else {
                region(rows, cols, tile, span).ok_or_else(invalid_span)?
            };
            // An axes partly under the new one is replaced by it.
            let replaced: Vec<u64> = if layout.flow {
                Vec::new()
            } else {
                layout
                    .used
                    .iter()
                    .filter(|t| cells.iter().any(|c| covers(t, cols, *c)))
                    .map(|t| t.axes)
                    .collect()
            };
            layout.used.retain(|t| !replaced.contains(&t.axes));
            figure.axes.retain(|a| !replaced.contains(&a.id));
            layout.used.push(Tile {
                axes: id,
                number: tile,
                span,
            });
            if layout.flow {
                let (rows, cols) = flow_grid(layout.used.len());
                layout.rows = rows;
                layout.cols = cols;
            }
            let position = tile_position(layout.rows, layout.cols, tile, span);
            figure.axes.push(Axes::new(id, position));
            id
        }
    };
    place_tiles(figure);
    figure.current_axes = figure.axes.iter().position(|a| a.id == axes_id);
    interp.graphics.current = Some(f);
    let mut out = Outputs::new();
    if nargout > 0 {
        out.push(handle_of(axes_id));
    }
    Ok(out)
}

/// `drawnow`: every visible figure is shown again by an interactive host
/// (a script run has nothing to flush: figures are drawn when saved).
pub fn drawnow(interp: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    let graphics = &mut interp.graphics;
    graphics.shown.retain(|f| !f.visible);
    Ok(Outputs::new())
}

/// `shg`: makes the current figure (created if none) visible and has an
/// interactive host show it again.
pub fn shg(interp: &mut Interpreter, _: &[Value], _: usize) -> Result<Outputs> {
    let f = interp.graphics.current_figure();
    let number = interp.graphics.figures[f].number;
    interp.graphics.figures[f].visible = true;
    interp.graphics.shown.retain(|s| s.number != number);
    Ok(Outputs::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flow_grids_grow_square() {
        assert_eq!(flow_grid(1), (1, 1));
        assert_eq!(flow_grid(2), (1, 2));
        assert_eq!(flow_grid(3), (2, 2));
        assert_eq!(flow_grid(5), (2, 3));
    }

    #[test]
    fn tiles_count_along_rows() {
        let a = tile_position(2, 2, 2, (1, 1));
        let b = tile_position(2, 2, 3, (1, 1));
        assert!(a[0] > b[0] && a[1] > b[1]);
    }

    #[test]
    fn a_spanning_tile_covers_its_region() {
        // Tile 2 spanning 2x2 in a 3x3 grid covers tiles 2, 3, 5 and 6.
        let tile = Tile {
            axes: 1,
            number: 2,
            span: (2, 2),
        };
        let covered: Vec<usize> = (1..=9).filter(|k| covers(&tile, 3, *k)).collect();
        assert_eq!(covered, vec![2, 3, 5, 6]);
        assert_eq!(region(3, 3, 2, (2, 2)), Some(vec![2, 3, 5, 6]));
        assert_eq!(region(3, 3, 3, (2, 2)), None);
        // Its axes is as wide as two single tiles' axes plus the gap between.
        let wide = tile_position(3, 3, 2, (2, 2));
        let one = tile_position(3, 3, 2, (1, 1));
        let right = tile_position(3, 3, 3, (1, 1));
        assert!((wide[0] + wide[2] - (right[0] + right[2])).abs() < 1e-12);
        assert!((wide[0] - one[0]).abs() < 1e-12);
    }
}
