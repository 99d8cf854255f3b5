//! The session's table of open files (`fid` 3 and up) and how a file is
//! opened: permission letters, machine formats, the checks that keep a
//! script from opening a folder, a device or a FIFO, and the capability
//! each permission needs. The table lives in the `Interpreter`, so its
//! files close when the session ends. Reading and writing values is done
//! by the other files of this family; this one must not interpret data.

use std::collections::BTreeMap;
use std::fs::OpenOptions;
use std::path::{Path, PathBuf};

use super::encoding::Encoding;
use super::stream::Stream;
use crate::error::{Result, RuntimeError};
use crate::interp::host::Capability;
use crate::interp::Interpreter;
use crate::value::Value;

/// Byte order of binary data (`fread`, `fwrite`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ByteOrder {
    Little,
    Big,
}

impl ByteOrder {
    pub fn native() -> ByteOrder {
        if cfg!(target_endian = "big") {
            ByteOrder::Big
        } else {
            ByteOrder::Little
        }
    }

    /// `'n'`, `'native'`, `'l'`, `'ieee-le'`, `'b'`, `'ieee-be'` and the
    /// `.l64` variants.
    pub fn named(name: &str) -> Result<ByteOrder> {
        Ok(match name.to_ascii_lowercase().as_str() {
            "n" | "native" => ByteOrder::native(),
            "l" | "ieee-le" | "a" | "ieee-le.l64" => ByteOrder::Little,
            "b" | "ieee-be" | "s" | "ieee-be.l64" => ByteOrder::Big,
            _ => {
                return Err(RuntimeError::new(
                    "MATLAB:fopen:InvalidMachineFormat",
                    format!("Invalid machine format '{name}'."),
                ))
            }
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            ByteOrder::Little => "ieee-le",
            ByteOrder::Big => "ieee-be",
        }
    }
}

/// A parsed permission such as `'r'`, `'a+'` or `'wt'`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Permission {
    /// `r`, `w` or `a` (`W` and `A`, MATLAB's no-flush forms, count as `w`, `a`).
    pub kind: char,
    pub update: bool,
    pub text: bool,
}

impl Permission {
    pub fn parse(text: &str) -> Result<Permission> {
        let mut chars = text.chars();
        let kind = match chars.next().map(|c| c.to_ascii_lowercase()) {
            Some(k @ ('r' | 'w' | 'a')) => k,
            _ => return Err(invalid_permission()),
        };
        let (mut update, mut text_mode, mut binary) = (false, false, false);
        for c in chars {
            match c {
                '+' if !update => update = true,
                't' if !text_mode && !binary => text_mode = true,
                'b' if !text_mode && !binary => binary = true,
                _ => return Err(invalid_permission()),
            }
        }
        Ok(Permission {
            kind,
            update,
            text: text_mode,
        })
    }

    pub fn reads(self) -> bool {
        self.kind == 'r' || self.update
    }

    pub fn writes(self) -> bool {
        self.kind != 'r' || self.update
    }

    /// The permission as `fopen(fid)` reports it: with `b` unless opened in
    /// text mode.
    pub fn describe(self) -> String {
        let plus = if self.update { "+" } else { "" };
        let mode = if self.text { "t" } else { "b" };
        format!("{}{plus}{mode}", self.kind)
    }
}

fn invalid_permission() -> RuntimeError {
    RuntimeError::new("MATLAB:fopen:InvalidPermission", "Invalid permission.")
}

/// One file opened by `fopen`.
pub struct OpenFile {
    pub stream: Stream,
    /// The name `fopen(fid)` returns.
    pub name: String,
    pub permission: Permission,
    pub order: ByteOrder,
    pub encoding: Encoding,
    /// Set when a read reached the end of the file (`feof`).
    pub at_end: bool,
    /// The last error message (`ferror`).
    pub last_error: String,
}

impl OpenFile {
    /// Refuses a read on a file opened only for writing.
    pub fn check_readable(&self, function: &str) -> Result<()> {
        if self.permission.reads() {
            Ok(())
        } else {
            Err(RuntimeError::new(
                format!("MATLAB:{function}:notReadable"),
                "File was opened for writing only; it cannot be read.",
            ))
        }
    }

    pub fn check_writable(&self, function: &str) -> Result<()> {
        if self.permission.writes() {
            Ok(())
        } else {
            Err(RuntimeError::new(
                format!("MATLAB:{function}:notWritable"),
                "File was opened for reading only; it cannot be written.",
            ))
        }
    }

    /// Turns an I/O failure into a MATLAB error and remembers it for `ferror`.
    pub fn failed(&mut self, error: std::io::Error, function: &str) -> RuntimeError {
        self.last_error = system_message(&error);
        RuntimeError::new(
            format!("MATLAB:{function}:ioError"),
            format!("Error accessing file: {}", self.last_error),
        )
    }
}

impl Drop for OpenFile {
    fn drop(&mut self) {
        // Closing the session must not lose written data.
        let _ = self.stream.flush();
    }
}

/// The open files of one session, by `fid`.
#[derive(Default)]
pub struct FileTable {
    open: BTreeMap<u32, OpenFile>,
}

/// The lowest identifier `fopen` hands out; 0, 1, 2 are the standard streams.
const FIRST_FID: u32 = 3;

impl FileTable {
    /// Stores `file` under the lowest free identifier.
    pub fn insert(&mut self, file: OpenFile) -> u32 {
        let mut fid = FIRST_FID;
        for &used in self.open.keys() {
            if used != fid {
                break;
            }
            fid += 1;
        }
        self.open.insert(fid, file);
        fid
    }

    pub fn get_mut(&mut self, fid: u32) -> Option<&mut OpenFile> {
        self.open.get_mut(&fid)
    }

    pub fn get(&self, fid: u32) -> Option<&OpenFile> {
        self.open.get(&fid)
    }

    /// Closes one file; false when `fid` was not open. Returns the flush
    /// error, if writing the last buffered bytes failed.
    pub fn close(&mut self, fid: u32) -> Option<std::io::Result<()>> {
        let mut file = self.open.remove(&fid)?;
        Some(file.stream.flush())
    }

    pub fn close_all(&mut self) {
        self.open.clear();
    }

    /// The open identifiers, ascending.
    pub fn ids(&self) -> Vec<u32> {
        self.open.keys().copied().collect()
    }
}

/// What a `fid` argument names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileId {
    Stdin,
    Stdout,
    Stderr,
    File(u32),
}

/// The error every function gives for a `fid` that is not open.
pub fn invalid_fid() -> RuntimeError {
    RuntimeError::new(
        "MATLAB:FileIO:InvalidFid",
        "Invalid file identifier. Use fopen to generate a valid file identifier.",
    )
}

/// A `fid` argument: a real integer scalar.
pub fn file_id(value: &Value) -> Result<FileId> {
    let id = value
        .as_f64()
        .filter(|x| x.fract() == 0.0 && *x >= 0.0 && *x <= f64::from(u32::MAX))
        .filter(|_| !matches!(value, Value::Char(_)))
        .ok_or_else(invalid_fid)?;
    Ok(match id as u32 {
        0 => FileId::Stdin,
        1 => FileId::Stdout,
        2 => FileId::Stderr,
        n => FileId::File(n),
    })
}

/// The open file named by `value`, for functions that need a real file
/// (reading, seeking): the standard streams are refused too.
pub fn open_file<'a>(interp: &'a mut Interpreter, value: &Value) -> Result<&'a mut OpenFile> {
    match file_id(value)? {
        FileId::File(fid) => interp.files.get_mut(fid).ok_or_else(invalid_fid),
        _ => Err(RuntimeError::new(
            "MATLAB:FileIO:StandardStream",
            "This operation is not supported on standard input, output or error.",
        )),
    }
}

/// An operating-system error as MATLAB shows it (`No such file or
/// directory`), without Rust's `(os error 2)` suffix.
pub fn system_message(error: &std::io::Error) -> String {
    let text = error.to_string();
    match text.find(" (os error") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}

/// Opens `name` for `permission` after checking capabilities and the kind
/// of file. `Err` of the outer result is a MATLAB error (a capability is
/// off); `Ok(Err(message))` is an ordinary failure that `fopen` reports as
/// `fid = -1` with the message.
pub fn open(
    interp: &Interpreter,
    name: &str,
    permission: Permission,
) -> Result<std::result::Result<(std::fs::File, PathBuf), String>> {
    if permission.reads() {
        interp.require(Capability::ReadFiles, "fopen")?;
    }
    if permission.writes() {
        interp.require(Capability::WriteFiles, "fopen")?;
    }
    if name.is_empty() {
        return Ok(Err("No such file or directory".to_string()));
    }
    let path = if permission.kind == 'r' {
        find_for_reading(interp, name)
    } else {
        interp.resolve_path(name)
    };
    if let Err(message) = check_regular(&path) {
        return Ok(Err(message));
    }
    let mut options = OpenOptions::new();
    match (permission.kind, permission.update) {
        ('r', update) => options.read(true).write(update),
        ('w', update) => options.write(true).create(true).truncate(true).read(update),
        (_, update) => options.append(true).create(true).read(update),
    };
    let file = match options.open(&path) {
        Ok(file) => file,
        Err(error) => return Ok(Err(system_message(&error))),
    };
    // Checked again on the open file, in case the path changed in between.
    match file.metadata() {
        Ok(meta) if meta.is_file() => Ok(Ok((file, path))),
        Ok(_) => Ok(Err(NOT_REGULAR.to_string())),
        Err(error) => Ok(Err(system_message(&error))),
    }
}

const NOT_REGULAR: &str = "Not a regular file (folders, devices and FIFOs cannot be opened)";

/// Refuses folders, devices, FIFOs and sockets: reading one could hang or
/// never end. A missing file is fine here (opening reports it).
pub fn check_regular(path: &Path) -> std::result::Result<(), String> {
    match std::fs::metadata(path) {
        Ok(meta) if meta.is_dir() => Err("Is a directory".to_string()),
        Ok(meta) if !meta.is_file() => Err(NOT_REGULAR.to_string()),
        _ => Ok(()),
    }
}

/// A file to read: relative names are looked for in the current folder,
/// then on the search path, as MATLAB's `fopen` does.
pub fn find_for_reading(interp: &Interpreter, name: &str) -> PathBuf {
    let direct = interp.resolve_path(name);
    if Path::new(name).is_absolute() || direct.exists() {
        return direct;
    }
    interp
        .path
        .iter()
        .map(|folder| folder.join(name))
        .find(|candidate| candidate.is_file())
        .unwrap_or(direct)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permissions_parse_and_describe() {
        let p = Permission::parse("r").unwrap();
        assert!(p.reads() && !p.writes());
        assert_eq!(p.describe(), "rb");
        let p = Permission::parse("a+t").unwrap();
        assert!(p.reads() && p.writes());
        assert_eq!(p.describe(), "a+t");
        assert_eq!(Permission::parse("wt+").unwrap().describe(), "w+t");
        for bad in ["", "x", "r++", "rtb", "q+"] {
            assert!(Permission::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(ByteOrder::named("ieee-be").unwrap(), ByteOrder::Big);
        assert_eq!(ByteOrder::named("l").unwrap().name(), "ieee-le");
        assert!(ByteOrder::named("vax").is_err());
    }

    #[test]
    fn folders_and_devices_are_not_opened() {
        assert_eq!(
            check_regular(Path::new("/")),
            Err("Is a directory".to_string())
        );
        if Path::new("/dev/null").exists() {
            assert!(check_regular(Path::new("/dev/null")).is_err());
        }
        assert!(check_regular(Path::new("/no/such/file")).is_ok());
        let message = system_message(&std::io::Error::from_raw_os_error(2));
        assert_eq!(message, "No such file or directory");
    }
}
