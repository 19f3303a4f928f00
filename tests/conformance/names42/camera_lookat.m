% camlookat points the camera at the bounding box of lines.
hf = figure ('visible', 'off');
h1 = plot3 ([-1 1 0], [0 2 -1], [1 0 2]);
hold on;
h2 = plot3 ([2 3], [1 4], [0 5]);
set (gca, 'dataaspectratio', [1 2 4]);
P = [10 -20 7];
T = [0.5 0.2 -0.1];
U = [0 0.3 1];
for h = {h2, [h1, h2], gca}
  set (gca, 'cameraposition', P, 'cameratarget', T, 'cameraupvector', U, ...
       'cameraviewangle', 10);
  camlookat (h{1});
  printf ('%10.5f', campos (), camtarget ());
  printf ('\n');
end
close (hf);
