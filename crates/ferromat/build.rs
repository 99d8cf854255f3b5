//! Embeds the builtin reference pages, `docs/reference/NAME.md`, into the
//! binary: writes a table of `(name, include_str!(page))` to OUT_DIR for
//! `src/help_pages.rs`. It must not transform the pages; `help` renders them.

use std::path::{Path, PathBuf};

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").unwrap_or_default());
    let docs = manifest.join("../../docs");
    // A whole folder is watched so that a new page triggers a rebuild.
    println!("cargo:rerun-if-changed={}", docs.display());
    let mut pages = reference_pages(&docs.join("reference"));
    pages.sort();
    let mut table = String::from("/// Reference pages by function name, sorted.\n");
    table.push_str("pub static PAGES: &[(&str, &str)] = &[\n");
    for (name, path) in pages {
        table.push_str(&format!(
            "    ({name:?}, include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    table.push_str("];\n");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").unwrap_or_default());
    if let Err(error) = std::fs::write(out.join("reference_pages.rs"), table) {
        println!("cargo:warning=cannot write the reference page table: {error}");
    }
}

/// `(name, path)` of every `NAME.md` in `folder` whose NAME is a valid
/// MATLAB function name.
fn reference_pages(folder: &Path) -> Vec<(String, PathBuf)> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| {
            let path = entry.path().canonicalize().ok()?;
            let name = path.file_name()?.to_str()?.strip_suffix(".md")?.to_string();
            let valid = name.starts_with(|c: char| c.is_ascii_alphabetic())
                && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
            valid.then_some((name, path))
        })
        .collect()
}
