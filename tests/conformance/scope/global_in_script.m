global G
G = 5;
disp(G)
