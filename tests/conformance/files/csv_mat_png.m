% The issue's end-to-end check: read a CSV, compute, save a .mat file, plot
% to PNG and load the .mat back (only its own temporary files).
set(0, 'defaultfigurevisible', 'off');
csv = [tempname() '.csv'];
fid = fopen(csv, 'w');
fprintf(fid, 'day,temp,rain\n');
fprintf(fid, '%d,%.1f,%d\n', [1:7; 12.5 14 13.2 16.8 18.1 17.4 15.9; 0 3 5 0 0 1 2]);
fclose(fid);
data = csvread(csv, 1, 0);
day = data(:, 1); temp = data(:, 2); rain = data(:, 3);
stats = struct('mean', mean(temp), 'max', max(temp), 'wet', sum(rain > 0));
smooth = conv(temp, ones(3, 1) / 3, 'valid');
mat = [tempname() '.mat'];
save('-v7', mat, 'temp', 'stats', 'smooth');
plot(day, temp, 'b-o', day(2:end-1), smooth, 'r--');
title('Temperature'); xlabel('day'); ylabel('C');
png = [tempname() '.png'];
print('-dpng', png);
fid = fopen(png, 'r'); signature = fread(fid, 8)'; fclose(fid);
disp(signature)
clear temp stats smooth
S = load(mat);
disp(fieldnames(S)')
printf('%.4f %.1f %d\n', S.stats.mean, S.stats.max, S.stats.wet);
disp(S.smooth')
disp(isequal(S.temp, data(:, 2)))
delete(csv); delete(mat); delete(png);
printf('left: %d\n', exist(csv, 'file') + exist(mat, 'file') + exist(png, 'file'));
