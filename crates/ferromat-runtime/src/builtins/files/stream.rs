//! One open file as the low-level I/O builtins see it: a `std::fs::File`
//! with a read-ahead buffer and a write buffer, so that `fgetl` and
//! `fscanf` do not make a system call per byte, and so that reads, writes
//! and seeks can be mixed on one file (`r+`, `w+`, `a+`) like C's stdio.
//! It knows nothing about MATLAB values, encodings or formats.

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom, Write};

/// How much is read from or written to the file at a time.
const CHUNK: usize = 64 * 1024;

pub struct Stream {
    file: File,
    /// Bytes read ahead of the logical position: `ahead[start..]` are
    /// still unread.
    ahead: Vec<u8>,
    start: usize,
    /// Bytes written but not yet handed to the file.
    pending: Vec<u8>,
}

impl Stream {
    pub fn new(file: File) -> Stream {
        Stream {
            file,
            ahead: Vec::new(),
            start: 0,
            pending: Vec::new(),
        }
    }

    fn unread(&self) -> usize {
        self.ahead.len() - self.start
    }

    /// Gives back the read-ahead bytes, so that the file's own position is
    /// the logical one again.
    fn drop_read_ahead(&mut self) -> io::Result<()> {
        let unread = self.unread();
        if unread > 0 {
            self.file.seek(SeekFrom::Current(-(unread as i64)))?;
        }
        self.ahead.clear();
        self.start = 0;
        Ok(())
    }

    /// Hands written bytes to the operating system.
    pub fn flush(&mut self) -> io::Result<()> {
        if !self.pending.is_empty() {
            self.file.write_all(&self.pending)?;
            self.pending.clear();
        }
        Ok(())
    }

    /// Makes sure at least one unread byte is buffered; false at the end.
    fn fill(&mut self) -> io::Result<bool> {
        if self.start < self.ahead.len() {
            return Ok(true);
        }
        self.flush()?;
        self.ahead.resize(CHUNK, 0);
        self.start = 0;
        let n = loop {
            match self.file.read(&mut self.ahead) {
                Ok(n) => break n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    self.ahead.clear();
                    return Err(e);
                }
            }
        };
        self.ahead.truncate(n);
        Ok(n > 0)
    }

    /// The next byte without consuming it.
    pub fn peek_byte(&mut self) -> io::Result<Option<u8>> {
        Ok(if self.fill()? {
            Some(self.ahead[self.start])
        } else {
            None
        })
    }

    /// The next byte, consumed.
    pub fn next_byte(&mut self) -> io::Result<Option<u8>> {
        let byte = self.peek_byte()?;
        if byte.is_some() {
            self.start += 1;
        }
        Ok(byte)
    }

    /// Appends up to `n` bytes to `out`; fewer only at the end of the file.
    pub fn read_up_to(&mut self, n: usize, out: &mut Vec<u8>) -> io::Result<usize> {
        let mut got = 0;
        while got < n && self.fill()? {
            let take = (n - got).min(self.unread());
            out.extend_from_slice(&self.ahead[self.start..self.start + take]);
            self.start += take;
            got += take;
        }
        Ok(got)
    }

    /// Skips up to `n` bytes; returns how many were skipped.
    pub fn skip(&mut self, n: u64) -> io::Result<u64> {
        let here = self.position()?;
        let end = self.file_len()?;
        let target = here.saturating_add(n).min(end.max(here));
        self.seek(SeekFrom::Start(target))?;
        Ok(target - here)
    }

    pub fn write(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.drop_read_ahead()?;
        self.pending.extend_from_slice(bytes);
        if self.pending.len() >= CHUNK {
            self.flush()?;
        }
        Ok(())
    }

    /// The logical position, in bytes from the start.
    pub fn position(&mut self) -> io::Result<u64> {
        self.flush()?;
        let position = self.file.stream_position()?;
        Ok(position - self.unread() as u64)
    }

    pub fn seek(&mut self, to: SeekFrom) -> io::Result<u64> {
        self.flush()?;
        self.drop_read_ahead()?;
        self.file.seek(to)
    }

    /// The file's current length, counting unflushed writes.
    pub fn file_len(&mut self) -> io::Result<u64> {
        self.flush()?;
        Ok(self.file.metadata()?.len())
    }

    /// Bytes between the logical position and the end of the file.
    pub fn remaining(&mut self) -> io::Result<u64> {
        let here = self.position()?;
        Ok(self.file_len()?.saturating_sub(here))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_writes_and_seeks_mix() {
        let path = std::env::temp_dir().join(format!("ferromat-stream-{}", std::process::id()));
        std::fs::write(&path, b"hello world").unwrap();
        let file = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open(&path)
            .unwrap();
        let mut stream = Stream::new(file);
        let mut out = Vec::new();
        assert_eq!(stream.read_up_to(5, &mut out).unwrap(), 5);
        assert_eq!(out, b"hello");
        assert_eq!(stream.position().unwrap(), 5);
        stream.write(b"_").unwrap();
        assert_eq!(stream.next_byte().unwrap(), Some(b'w'));
        stream.seek(SeekFrom::Start(0)).unwrap();
        out.clear();
        assert_eq!(stream.read_up_to(100, &mut out).unwrap(), 11);
        assert_eq!(out, b"hello_world");
        assert_eq!(stream.next_byte().unwrap(), None);
        assert_eq!(stream.skip(4).unwrap(), 0);
        stream.seek(SeekFrom::Start(2)).unwrap();
        assert_eq!(stream.skip(4).unwrap(), 4);
        assert_eq!(stream.remaining().unwrap(), 5);
        std::fs::remove_file(&path).unwrap();
    }
}
