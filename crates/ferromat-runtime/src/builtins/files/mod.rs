//! The files family: low-level file I/O through file identifiers (`fopen`,
//! `fread`, `fgetl`, `fscanf`, `textscan`, ...), whole-file reading, file
//! and folder operations, listings, `exist`, and file-name text. Every
//! function that touches the disk asks the session for its capability
//! (`Interpreter::require`) and resolves names against the session's
//! current folder (`Interpreter::resolve_path`), never the process's.

pub mod binary;
pub mod encoding;
pub mod exist;
pub mod folders;
pub mod handles;
pub mod listing;
pub mod open;
pub mod paths;
pub mod scan;
pub mod stream;
pub mod text_io;
pub mod textscan;
pub mod textscan_format;

pub use handles::FileTable;

/// Every builtin of this family (and the image files of `builtins/images`)
/// that can reach the disk, with the capability it needs; the engine's
/// capability tests check that each one is refused when its capability is
/// off.
pub const DISK_FUNCTIONS: &[(&str, crate::interp::host::Capability)] = {
    use crate::interp::host::Capability::{ListFolders, ReadFiles, WriteFiles};
    &[
        ("copyfile", ReadFiles),
        ("copyfile", WriteFiles),
        ("delete", WriteFiles),
        ("dir", ListFolders),
        ("exist", ListFolders),
        ("fileread", ReadFiles),
        ("type", ReadFiles),
        ("fopen", ReadFiles),
        ("fopen", WriteFiles),
        ("genpath", ListFolders),
        ("imfinfo", ReadFiles),
        ("imread", ReadFiles),
        ("imwrite", WriteFiles),
        ("isdir", ListFolders),
        ("isfile", ListFolders),
        ("isfolder", ListFolders),
        ("ls", ListFolders),
        ("mkdir", WriteFiles),
        ("movefile", WriteFiles),
        ("rmdir", WriteFiles),
        ("what", ListFolders),
    ]
};
