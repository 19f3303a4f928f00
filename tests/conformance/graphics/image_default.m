% image with no data shows Octave's default picture (64x64 color indices).
set(0, 'defaultfigurevisible', 'off');
figure('visible', 'off');
h = image;
c = get(h, 'cdata');
disp(size(c))
disp(class(c))
disp([min(c(:)) max(c(:)) sum(c(:))])
disp(get(h, 'xdata'))
disp(get(h, 'ydata'))
h2 = image(magic(3));
disp(get(h2, 'xdata'))
disp(get(h2, 'ydata'))
h3 = imagesc([1 2; 3 4]);
disp(get(h3, 'xdata'))
close all
