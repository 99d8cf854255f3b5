//! `tiledlayout` and `nexttile` (axes in a grid of tiles, fixed or
//! flowing), and `drawnow`/`shg`, which ask an interactive host to show
//! figures again (the REPL writes each shown figure to a PNG and prints its
//! path). This file must not draw.

use ferromat_plot::{Axes, Figure, TileLayout};

use super::handle_of;
use crate::builtins::{args, Outputs};
use crate::error::{Result, RuntimeError};
use crate::interp::Interpreter;
use crate::value::Value;

/// The most rows or columns a layout may have.
const MAX_TILES_SIDE: usize = 1000;

/// The normalized position of tile `k` (1-based, along rows) in a
/// `rows`-by-`cols` grid: each tile holds an axes placed inside it as the
/// default axes sits in a whole figure.
fn tile_position(rows: usize, cols: usize, k: usize) -> [f64; 4] {
    let [left, bottom, width, height] = ferromat_plot::DEFAULT_POSITION;
    let (r, c) = ((k - 1) / cols, (k - 1) % cols);
    let (w, h) = (1.0 / cols as f64, 1.0 / rows as f64);
    [
        c as f64 * w + left * w,
        1.0 - (r + 1) as f64 * h + bottom * h,
        width * w,
        height * h,
    ]
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
    for (id, k) in &layout.used {
        if let Some(axes) = figure.axes.iter_mut().find(|a| a.id == *id) {
            axes.position = tile_position(layout.rows, layout.cols, *k);
        }
    }
}

/// `nexttile`, `nexttile(k)`, `ax = nexttile(...)`: the axes in the next
/// empty tile (or tile k), created when the tile is empty. Without a
/// layout, a flow layout starts.
pub fn nexttile(interp: &mut Interpreter, args: &[Value], nargout: usize) -> Result<Outputs> {
    let wanted = match args.first() {
        Some(k) => Some(args::count(k, "nexttile")?),
        None => None,
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
    let capacity = if layout.flow {
        usize::MAX
    } else {
        layout.rows * layout.cols
    };
    let tile = match wanted {
        Some(k) => k,
        None => (1..=capacity)
            .find(|k| layout.used.iter().all(|(_, t)| t != k))
            .unwrap_or(0),
    };
    if tile == 0 || tile > capacity || (layout.flow && tile > layout.used.len() + 1) {
        return Err(RuntimeError::new(
            "MATLAB:graphics:tiledlayout:InvalidTileIndex",
            "Tile number must be a positive integer within the layout.",
        ));
    }
    let existing = layout
        .used
        .iter()
        .find(|(_, t)| *t == tile)
        .map(|(id, _)| *id);
    let axes_id = match existing {
        Some(existing_id) => existing_id,
        None => {
            layout.used.push((id, tile));
            if layout.flow {
                let (rows, cols) = flow_grid(layout.used.len());
                layout.rows = rows;
                layout.cols = cols;
            }
            let position = tile_position(layout.rows, layout.cols, tile);
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
        let a = tile_position(2, 2, 2);
        let b = tile_position(2, 2, 3);
        assert!(a[0] > b[0] && a[1] > b[1]);
    }
}
