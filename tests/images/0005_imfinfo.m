% imfinfo: the fields MATLAB's imfinfo returns for PNG and JPEG files, in
% MATLAB's order, from the chunks or markers before the image data.
info = imfinfo('meta.png');
disp(strjoin(fieldnames(info)', ' '))
[~, name, ext] = fileparts(info.Filename);
fprintf('%s%s %d %s %d %d %d %s\n', name, ext, info.FileSize, info.Format, info.Width, info.Height, info.BitDepth, info.ColorType);
fprintf('%s %d %s\n', mat2str(info.FormatSignature), isempty(info.FormatVersion), class(info.FileModDate));
fprintf('%d\n', numel(info.FileModDate) == 20 && info.FileModDate(3) == '-' && info.FileModDate(7) == '-');
fprintf('%s %s %s\n', info.InterlaceType, info.Transparency, mat2str(info.BackgroundColor));
fprintf('%g %g %g %s %g\n', info.Gamma, info.XResolution, info.YResolution, info.ResolutionUnit, info.SignificantBits);
fprintf('%s|%s|%s|%s\n', info.Title, info.Author, info.Description, info.CreationTime);
fprintf('%s %s\n', info.OtherText{1, 1}, info.OtherText{1, 2});
fprintf('%d %d %d\n', isempty(info.Copyright), isempty(info.Colormap), isempty(info.Histogram));

info = imfinfo('pal4.png');
fprintf('%s %d %s %s\n', info.ColorType, info.BitDepth, info.Transparency, mat2str(info.SimpleTransparencyData, 4));
fprintf('%s\n', mat2str(round(255 * info.Colormap)));
info = imfinfo('adam7.png');
fprintf('%s %d %s\n', info.ColorType, info.BitDepth, info.InterlaceType);
info = imfinfo('rgba16.png');
fprintf('%s %d %s\n', info.ColorType, info.BitDepth, info.Transparency);
info = imfinfo('graya8.png');
fprintf('%s %d %s\n', info.ColorType, info.BitDepth, info.Transparency);

info = imfinfo('smooth.jpg');
disp(strjoin(fieldnames(info)', ' '))
fprintf('%s %d %d %d %s %d %s %s\n', info.Format, info.Width, info.Height, info.BitDepth, info.ColorType, ...
  info.NumberOfSamples, info.CodingMethod, info.CodingProcess);
fprintf('%s %s\n', class(info.Comment), info.Comment{1});
info = imfinfo('progressive.jpg', 'jpg');
fprintf('%s %s %d\n', info.CodingProcess, class(info.Comment), isempty(info.Comment));
info = imfinfo('ramp_gray.jpg');
fprintf('%s %d %d\n', info.ColorType, info.BitDepth, info.NumberOfSamples);
