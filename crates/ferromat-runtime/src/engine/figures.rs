//! The Engine's figures for an embedder: the open figures' numbers, and
//! each one rendered as PNG or SVG bytes (what the CLI's `--figures` and
//! the REPL write). This file must not change the figure state.

use super::Engine;
use crate::builtins::graphics::output::{render, Format, DEFAULT_DPI};
use crate::error::{Result, RuntimeError};

impl Engine {
    /// The numbers of the open figures, in the order they were opened.
    pub fn figure_numbers(&self) -> Vec<u64> {
        self.interpreter
            .graphics
            .figures
            .iter()
            .map(|f| f.number)
            .collect()
    }

    /// Figure `number` as PNG or SVG bytes, at `dpi` (None: 150 dpi, the
    /// resolution `print` and `saveas` use).
    pub fn figure_bytes(&self, number: u64, format: Format, dpi: Option<f64>) -> Result<Vec<u8>> {
        let figure = self
            .interpreter
            .graphics
            .figures
            .iter()
            .find(|f| f.number == number)
            .ok_or_else(|| {
                RuntimeError::new("MATLAB:hg:InvalidHandle", "Invalid or deleted object.")
            })?;
        render(figure, format, dpi.unwrap_or(DEFAULT_DPI))
    }

    /// The numbers of the visible figures that changed since the last call
    /// (what an interactive host shows after each command).
    pub fn changed_figures(&mut self) -> Vec<u64> {
        let graphics = &mut self.interpreter.graphics;
        let changed = graphics
            .figures
            .iter()
            .filter(|f| f.visible && !graphics.shown.contains(f))
            .map(|f| f.number)
            .collect();
        graphics.shown = graphics.figures.clone();
        changed
    }

    /// Every open figure as `(number, bytes)`.
    pub fn figures(&self, format: Format) -> Result<Vec<(u64, Vec<u8>)>> {
        self.figure_numbers()
            .into_iter()
            .map(|n| self.figure_bytes(n, format, None).map(|bytes| (n, bytes)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_engine_returns_its_figures_as_png_and_svg() {
        let mut engine = Engine::new();
        engine
            .eval("figure(3); plot(1:3, [2 1 3], 'r'); title('T')")
            .unwrap();
        assert_eq!(engine.figure_numbers(), vec![3]);
        let png = engine.figure_bytes(3, Format::Png, Some(96.0)).unwrap();
        assert_eq!(&png[1..4], b"PNG");
        let svg = engine.figures(Format::Svg).unwrap();
        // plotters puts a text's content on a line of its own.
        let text = String::from_utf8(svg[0].1.clone())
            .unwrap()
            .replace('\n', "");
        assert!(text.contains("<svg") && text.contains(">T<"));
        assert!(engine.figure_bytes(9, Format::Png, None).is_err());
        assert_eq!(engine.changed_figures(), vec![3]);
        assert!(engine.changed_figures().is_empty());
        engine.eval("hold on; plot(1:2)").unwrap();
        assert_eq!(engine.changed_figures(), vec![3]);
    }
}
