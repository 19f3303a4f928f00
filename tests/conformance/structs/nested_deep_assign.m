model.layer(2).weights = [1 2];
size(model.layer)
model.layer(2).weights
