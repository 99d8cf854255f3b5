//! The numbers of the Level 5 MAT-file format that reading and writing
//! share: data-element types (`mi*`), array classes (`mx*`) and array
//! flags, as MathWorks' "MAT-File Format" document lists them. Constants
//! only; no logic.

/// Data-element types.
pub mod mi {
    pub const INT8: u32 = 1;
    pub const UINT8: u32 = 2;
    pub const INT16: u32 = 3;
    pub const UINT16: u32 = 4;
    pub const INT32: u32 = 5;
    pub const UINT32: u32 = 6;
    pub const SINGLE: u32 = 7;
    pub const DOUBLE: u32 = 9;
    pub const INT64: u32 = 12;
    pub const UINT64: u32 = 13;
    pub const MATRIX: u32 = 14;
    pub const COMPRESSED: u32 = 15;
    pub const UTF8: u32 = 16;
    pub const UTF16: u32 = 17;
    pub const UTF32: u32 = 18;
}

/// Array classes (the low byte of the array-flags word).
pub mod class {
    pub const CELL: u8 = 1;
    pub const STRUCT: u8 = 2;
    pub const OBJECT: u8 = 3;
    pub const CHAR: u8 = 4;
    pub const SPARSE: u8 = 5;
    pub const DOUBLE: u8 = 6;
    pub const SINGLE: u8 = 7;
    pub const INT8: u8 = 8;
    pub const UINT8: u8 = 9;
    pub const INT16: u8 = 10;
    pub const UINT16: u8 = 11;
    pub const INT32: u8 = 12;
    pub const UINT32: u8 = 13;
    pub const INT64: u8 = 14;
    pub const UINT64: u8 = 15;
}

/// Array-flag bits (the second byte of the array-flags word).
pub const FLAG_COMPLEX: u8 = 0x08;
pub const FLAG_LOGICAL: u8 = 0x02;
