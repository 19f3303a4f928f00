c = {"one", 'two'}
